/** Browser-only: a drawing surface that is an OffscreenCanvas where available, else a <canvas>. */
export interface Surface {
  draw(source: CanvasImageSource, opaqueBackground: boolean): void;
  encode(type: string, quality: number): Promise<Blob>;
}

export function createSurface(width: number, height: number): Surface {
  const canvas: OffscreenCanvas | HTMLCanvasElement =
    typeof OffscreenCanvas !== "undefined"
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement("canvas"), { width, height });
  const context = canvas.getContext("2d") as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error("Canvas 2D is not available");
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";

  return {
    draw(source, opaqueBackground) {
      context.clearRect(0, 0, width, height);
      // JPEG has no alpha: transparent PNG areas would turn black without a white backdrop.
      if (opaqueBackground) {
        context.fillStyle = "#ffffff";
        context.fillRect(0, 0, width, height);
      }
      context.drawImage(source, 0, 0, width, height);
    },
    encode(type, quality) {
      if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality });
      return new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error("Encoding failed"))),
          type,
          quality,
        ),
      );
    },
  };
}
