import { Strategy } from "remix-auth/strategy";

export interface FormVerifyOptions {
  form: FormData;
  request: Request;
}

/** Email-and-password sign-in: hands the posted form to the verify callback. */
export class FormStrategy<User> extends Strategy<User, FormVerifyOptions> {
  name = "form";

  async authenticate(request: Request): Promise<User> {
    const form = await request.clone().formData();
    return this.verify({ form, request });
  }
}
