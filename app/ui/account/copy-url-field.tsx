import { Button, TextField } from "@shopify/polaris";
import { useHydrated } from "remix-utils/use-hydrated";
import { toast } from "../toast-store";

/**
 * The portfolio URL in a read-only field: selectable (and copyable by hand) without JavaScript;
 * with it, a Copy button puts it on the clipboard (docs/product.md#account-page 'Copied!').
 */
export function CopyUrlField({ url }: { url: string }) {
  const hydrated = useHydrated();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Copied!", description: "Portfolio URL copied to clipboard" });
    } catch {
      toast({
        title: "Copy failed",
        description: "Select the address and copy it by hand.",
        variant: "destructive",
      });
    }
  };
  return (
    <TextField
      label="Portfolio URL"
      name="portfolioUrl"
      value={url}
      readOnly
      selectTextOnFocus
      autoComplete="off"
      connectedRight={hydrated ? <Button onClick={copy}>Copy</Button> : undefined}
    />
  );
}
