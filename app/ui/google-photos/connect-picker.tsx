import { Form, useNavigate, useNavigation } from "@remix-run/react";
import { Banner, BlockStack, Button, Card, InlineStack, Link, Text } from "@shopify/polaris";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ConnectActionResult } from "~/services/google-photos/connect-page.server";
import type { ImportProgress } from "~/services/google-photos/import/import-worker.server";
import { PHOTOS_PICKED_NOTICE, PICKER_LAUNCH_FAILED } from "~/services/google-photos/messages";
import { toast } from "../toast-store";
import {
  PICKER_POPUP_FEATURES,
  PICKER_POPUP_NAME,
  PICKER_REDIRECT_MS,
  PickerLaunchError,
  runPicker,
  sleep,
  type PickerOpened,
} from "./connect-picker-flow";

type Phase =
  | { step: "idle" }
  | { step: "launching" }
  | ({ step: "picking" } & PickerOpened)
  | { step: "ended"; progress: ImportProgress }
  | { step: "stopped"; message: string };

/** 'Select Photos' with JavaScript: the popup flow; the page goes to My Photos once picked. */
function usePickerPopup(onEnded: (progress: ImportProgress) => void) {
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const running = useRef<AbortController | null>(null);
  const navigate = useNavigate();
  const ended = useRef(onEnded);
  ended.current = onEnded;
  useEffect(() => () => running.current?.abort(), []);

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    running.current?.abort();
    const abort = new AbortController();
    running.current = abort;
    // Opened now, inside the click, so popup blockers allow it; runPicker sends it to Google.
    const popup = window.open("about:blank", PICKER_POPUP_NAME, PICKER_POPUP_FEATURES);
    setPhase({ step: "launching" });
    runPicker(popup, abort.signal, (opened) => setPhase({ step: "picking", ...opened })).then(
      async (progress) => {
        setPhase({ step: "ended", progress });
        ended.current(progress);
        await sleep(PICKER_REDIRECT_MS, abort.signal);
        navigate("/my-photos");
      },
      (error: Error) => {
        if (abort.signal.aborted) return;
        if (error instanceof PickerLaunchError) {
          toast({
            title: PICKER_LAUNCH_FAILED,
            description: error.message,
            variant: "destructive",
          });
          setPhase({ step: "idle" });
        } else {
          setPhase({ step: "stopped", message: error.message });
        }
      },
    );
  };
  return { phase, start };
}

function PickedNotice({ children }: { children?: React.ReactNode }) {
  return (
    <Banner tone="success" title={PHOTOS_PICKED_NOTICE}>
      {children}
    </Banner>
  );
}

function PopupStatus({ phase }: { phase: Phase }) {
  switch (phase.step) {
    case "launching":
      return <Text as="p">Opening Google Photos…</Text>;
    case "picking":
      return (
        <BlockStack gap="200">
          <Text as="p">
            Choose photos in the Google Photos window and press Done. This page notices when you
            have finished.
          </Text>
          {phase.popupBlocked ? (
            <Text as="p">
              Your browser blocked the window:{" "}
              <a href={phase.pickerUrl} target="_blank" rel="noopener noreferrer">
                open Google Photos
              </a>
              .
            </Text>
          ) : null}
        </BlockStack>
      );
    case "ended":
      return (
        <PickedNotice>
          <p>Taking you to My Photos…</p>
        </PickedNotice>
      );
    case "stopped":
      return (
        <Banner tone="critical" title="Photo selection stopped">
          {phase.message}
        </Banner>
      );
    default:
      return null;
  }
}

/** The picker session the form opened (without JavaScript): a link to it and one check per click. */
function PickerLink({ pickerUri }: { pickerUri: string }) {
  const checking = useNavigation().formData?.get("intent") === "check";
  return (
    <BlockStack gap="200">
      <Text as="p">
        Your Google Photos picker is ready.{" "}
        <a href={pickerUri} target="_blank" rel="noopener noreferrer">
          Open Google Photos
        </a>
        , choose your photos and press Done, then come back here.
      </Text>
      <Form method="post">
        <input type="hidden" name="intent" value="check" />
        <Button submit loading={checking}>
          Check for picked photos
        </Button>
      </Form>
    </BlockStack>
  );
}

function CheckResult({ result }: { result: ConnectActionResult }) {
  if (result.check === "ACTIVE") {
    return (
      <Banner tone="info" title="Not picked yet">
        <p>Choose your photos in Google Photos and press Done, then check again.</p>
      </Banner>
    );
  }
  if (result.check === "ENDED") {
    return (
      <PickedNotice>
        <p>
          <Link url="/my-photos">Go to My Photos</Link> to see them arrive.
        </p>
      </PickedNotice>
    );
  }
  return (
    <Banner tone="critical" title="Photo selection stopped">
      {result.message}
    </Banner>
  );
}

/**
 * The connected page's 'Select Photos' (docs/product.md#google-photos-pages). The same form serves
 * both modes: without JavaScript it posts and the server opens a picker session shown as a link;
 * with it the submit is taken over by the popup flow.
 */
export function SelectPhotosCard({
  picker,
  result,
  onEnded,
}: {
  picker: { pickerUri: string } | null;
  result: ConnectActionResult | undefined;
  onEnded: (progress: ImportProgress) => void;
}) {
  const { phase, start } = usePickerPopup(onEnded);
  const busy = phase.step === "launching" || phase.step === "picking" || phase.step === "ended";
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          Import from Google Photos
        </Text>
        <Text as="p">
          Google Photos opens in a window of its own: choose the photos to import there and press
          Done.
        </Text>
        {result ? <CheckResult result={result} /> : null}
        <PopupStatus phase={phase} />
        {picker && phase.step === "idle" ? <PickerLink pickerUri={picker.pickerUri} /> : null}
        <InlineStack>
          <Form method="post" onSubmit={start}>
            <input type="hidden" name="intent" value="select" />
            <Button submit variant="primary" disabled={busy}>
              Select Photos
            </Button>
          </Form>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
