import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { newIdentity } from "./helpers";

const FIXTURES = path.resolve("app/images/__fixtures__");

export interface SeededPhoto {
  id: string;
  title: string;
  category: string;
}

const PHOTOS = [
  { file: "canon-gps.jpg", title: "Dunes at Dusk", category: "landscape", featured: true },
  { file: "storm-rotated.jpg", title: "Storm Front", category: "landscape", featured: true },
  { file: "meadow.png", title: "Quiet Meadow", category: "nature", featured: false },
  { file: "flower.webp", title: "Petal Study", category: "macro", featured: false },
];

/**
 * A new photographer, signed up and onboarded through the real calls; `request` keeps the
 * session cookie. `prefix` starts the generated e-mail address and username.
 */
export async function signUpPhotographer(
  request: APIRequestContext,
  prefix: string,
  profile: { firstName: string; lastName: string; tagline?: string },
) {
  const who = newIdentity(prefix);
  const signUp = await request.post("/signup", {
    form: {
      name__confirm: "",
      email: who.email,
      password: who.password,
      confirmPassword: who.password,
    },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBe(302);
  const complete = await request.post("/api/profile/complete", {
    data: { ...profile, username: who.username },
  });
  expect(complete.status()).toBe(200);
  return who;
}

/**
 * A photographer with public photos, made through the real sign-up and upload calls, for the
 * public-site tests. `request` must be a context of its own (it keeps the session cookie).
 */
export async function seedPhotographer(request: APIRequestContext, templateId = "classic") {
  const who = await signUpPhotographer(request, "pho", {
    firstName: "Iris",
    lastName: "Hale",
    tagline: "Light and land",
  });
  const photos: SeededPhoto[] = [];
  for (const photo of PHOTOS) {
    const upload = await request.post("/api/photos/upload", {
      multipart: {
        image: {
          name: photo.file,
          mimeType: "application/octet-stream",
          buffer: readFileSync(path.join(FIXTURES, photo.file)),
        },
        title: photo.title,
        category: photo.category,
        description: `<p>${photo.title}, <b>described</b>.</p>`,
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { id } = await upload.json();
    await request.post(`/api/user/photos/${id}/public`, { data: { isPublic: true } });
    if (photo.featured)
      await request.post(`/api/user/photos/${id}/featured`, { data: { featured: true } });
    photos.push({ id, title: photo.title, category: photo.category });
  }
  const template = await request.post("/api/user/template", { data: { templateId } });
  expect(template.status()).toBe(200);
  return { ...who, photos, displayName: "Iris Hale" };
}
