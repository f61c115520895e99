import { Form, Link, useNavigation } from "@remix-run/react";
import { Button } from "@shopify/polaris";
import type { StorageFile } from "~/services/admin/storage/index.server";
import { RESTORE_INTENT, folderHref, type FolderPlace } from "./object-storage-links";

export type FileRef = Pick<StorageFile, "key" | "name"> &
  Partial<Pick<StorageFile, "size" | "type">>;

/** The fields docs/product.md#api-calls sends for a file, plus where to come back to. */
export function FileFields({ file, place }: { file: FileRef; place: FolderPlace }) {
  return (
    <>
      <input type="hidden" name="userId" value={place.user} />
      <input type="hidden" name="fileKey" value={file.key} />
      <input type="hidden" name="fileName" value={file.name} />
      {file.size === undefined ? null : <input type="hidden" name="fileSize" value={file.size} />}
      {file.type ? <input type="hidden" name="fileType" value={file.type} /> : null}
      {place.cursor ? <input type="hidden" name="cursor" value={place.cursor} /> : null}
      {place.page ? <input type="hidden" name="page" value={place.page} /> : null}
    </>
  );
}

/** Open in a new tab for every file; adopt and delete (after a confirmation) for orphans. */
export function FileActions({ file, place }: { file: StorageFile; place: FolderPlace }) {
  const navigation = useNavigation();
  const adopting =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === RESTORE_INTENT &&
    navigation.formData?.get("fileKey") === file.key;
  return (
    <div className="storage-file-actions">
      <a href={file.url} target="_blank" rel="noopener noreferrer">
        Open<span className="visually-hidden">{` ${file.name} in a new tab`}</span>
      </a>
      {file.hasDbEntry ? null : (
        <>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={RESTORE_INTENT} />
            <FileFields file={file} place={place} />
            <Button submit size="slim" loading={adopting} accessibilityLabel={`Adopt ${file.name}`}>
              Adopt
            </Button>
          </Form>
          {/* The confirmation shows above the list: the page scrolls up to it. */}
          <Link to={folderHref(place, file.key)}>
            Delete<span className="visually-hidden">{` ${file.name}`}</span>
          </Link>
        </>
      )}
    </div>
  );
}
