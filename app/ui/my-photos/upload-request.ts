export interface UploadAnswer {
  status: number;
  /** The parsed JSON body, or null: a stored photo's answer names its title. */
  body: { message?: string; title?: string; id?: string } | null;
  /** Seconds the server asked to wait before trying again (429), or null. */
  retryAfter: number | null;
}

/**
 * POSTs a form with XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not). A network failure answers status 0 instead of throwing.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let parsed: UploadAnswer["body"] = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = null;
      }
      const retryAfter = Number.parseInt(xhr.getResponseHeader("Retry-After") ?? "", 10);
      resolve({
        status: xhr.status,
        body: parsed,
        retryAfter: Number.isFinite(retryAfter) ? retryAfter : null,
      });
    };
    xhr.onerror = () => resolve({ status: 0, body: null, retryAfter: null });
    xhr.send(body);
  });
}
