import { Form, Link } from "@remix-run/react";
import { INTENT } from "~/utils/account-schemas";
import { accountAction } from "../account/use-account-action";

/**
 * The bar above a template preview: which template is shown, and the two ways on — Apply (the
 * account page's own apply action, a plain POST without JavaScript) or back to the picker.
 */
export function TemplatePreviewBar(props: {
  templateId: string;
  templateName: string;
  active: boolean;
  demoPhotos: boolean;
}) {
  return (
    <section className="template-preview-bar" aria-label="Template preview">
      <div className="template-preview-bar__inner">
        <p className="template-preview-bar__title">
          Previewing <strong>{props.templateName}</strong>
          {props.demoPhotos ? (
            <span className="template-preview-bar__note">
              {" "}
              — shown with demo photos until some of yours are public
            </span>
          ) : null}
        </p>
        <div className="template-preview-bar__actions">
          {props.active ? (
            <span className="template-preview-bar__active">Currently Active</span>
          ) : (
            <Form method="post" action={accountAction("portfolio")}>
              <input type="hidden" name="intent" value={INTENT.setTemplate} />
              <input type="hidden" name="templateId" value={props.templateId} />
              <button type="submit" className="template-preview-bar__apply">
                Apply {props.templateName}
              </button>
            </Form>
          )}
          <Link to={accountAction("portfolio")} className="template-preview-bar__back">
            Back to Account
          </Link>
        </div>
      </div>
    </section>
  );
}
