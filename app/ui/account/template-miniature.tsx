import { templateMiniaturePath } from "~/utils/template-preview-paths";

/**
 * A picture of the photographer's portfolio in a template, for the picker: the miniature page in
 * a frame drawn at four times the card's width and scaled down to it (template-picker styles in
 * account.css), so the template lays itself out as on a desktop screen. Loaded only when near
 * the screen; inert — no script runs in it, no form submits, and neither focus nor a screen
 * reader enters it (the card names the template beside it).
 */
export function TemplateMiniature({ templateId, name }: { templateId: string; name: string }) {
  return (
    <div className="template-miniature">
      <iframe
        className="template-miniature__frame"
        src={templateMiniaturePath(templateId)}
        title={`Your portfolio in ${name}`}
        loading="lazy"
        sandbox="allow-same-origin"
        tabIndex={-1}
        aria-hidden="true"
      />
    </div>
  );
}
