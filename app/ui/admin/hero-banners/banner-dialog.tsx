import { useNavigate } from "@remix-run/react";
import { Modal } from "@shopify/polaris";
import type { ReactNode } from "react";
import { HERO_BANNERS_PATH } from "./hero-links";

/** With JavaScript a banner's editor or delete confirmation opens as a Polaris modal; closing it drops `?edit=` / `?delete=`. */
export function BannerDialog({
  title,
  children,
}: {
  /** Null keeps the modal closed. */
  title: string | null;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Modal
      open={title !== null}
      title={title ?? ""}
      onClose={() => navigate(HERO_BANNERS_PATH, { replace: true, preventScrollReset: true })}
    >
      <Modal.Section>{children}</Modal.Section>
    </Modal>
  );
}
