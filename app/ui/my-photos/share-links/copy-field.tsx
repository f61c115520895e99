import { Button, TextField } from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import { toast } from "../../toast-store";

interface CopyFieldProps {
  label: string;
  value: string;
  /** What the "Copied!" toast says was copied. */
  copied: string;
  multiline?: boolean;
  autoFocus?: boolean;
}

/**
 * A read-only field to select and copy by hand without JavaScript; with it, a Copy button puts
 * the text on the clipboard (as the account page's portfolio URL does).
 */
export function CopyField({ label, value, copied, multiline, autoFocus }: CopyFieldProps) {
  const hydrated = useHydrated();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: "Copied!", description: copied });
    } catch {
      toast({
        title: "Copy failed",
        description: "Select the text and copy it by hand.",
        variant: "destructive",
      });
    }
  };
  return (
    <TextField
      label={label}
      value={value}
      readOnly
      selectTextOnFocus
      autoFocus={autoFocus}
      multiline={multiline ? 2 : undefined}
      autoComplete="off"
      connectedRight={
        hydrated ? (
          <Button onClick={copy} accessibilityLabel={`Copy ${label}`}>
            Copy
          </Button>
        ) : undefined
      }
    />
  );
}
