// Inlined by esbuild when the tools are bundled: the version of the code that wrote a backup.
import { version } from "../../package.json";

export const APP_VERSION: string = version;
