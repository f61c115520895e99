import type { BannerFacts, PhotoFacts, SiteFacts } from "./site-facts";

/** Tests only: banners with the colour analysis the pipeline would have stored. */
export const GOLDEN_VALLEY: BannerFacts = {
  id: "b-golden",
  name: "Golden Valley",
  isDefault: true,
  dominantColor: "#c98a3a",
  mood: "warm",
  brightness: "other",
  colors: [
    { hex: "#c98a3a", percentage: 45 },
    { hex: "#3b2a1a", percentage: 30 },
    { hex: "#f2d6a2", percentage: 25 },
  ],
  colorAnalysisComplete: true,
};

export const BLUE_HARBOUR: BannerFacts = {
  id: "b-harbour",
  name: "blue-harbour.jpg",
  title: "Blue Harbour",
  isDefault: false,
  dominantColor: "#1f4e79",
  mood: "cool",
  brightness: "dark",
  colors: [
    { hex: "#1f4e79", percentage: 55 },
    { hex: "#0b1a2a", percentage: 30 },
    { hex: "#8fb3d9", percentage: 15 },
  ],
  colorAnalysisComplete: true,
};

export const QUIET_FOREST: BannerFacts = {
  id: "b-forest",
  name: "Untitled 3",
  isDefault: false,
  dominantColor: "#3f6b35",
  mood: "other",
  brightness: "other",
  colors: [
    { hex: "#3f6b35", percentage: 60 },
    { hex: "#1d2e1a", percentage: 25 },
    { hex: "#a9c79a", percentage: 15 },
  ],
  colorAnalysisComplete: true,
};

export const SNOW_STUDY: BannerFacts = {
  id: "b-snow",
  name: "Snow study",
  isDefault: false,
  dominantColor: "#f4f4f4",
  mood: "other",
  brightness: "bright",
  colors: [
    { hex: "#f4f4f4", percentage: 70 },
    { hex: "#d9d9d9", percentage: 20 },
    { hex: "#9a9a9a", percentage: 10 },
  ],
  colorAnalysisComplete: true,
};

export const UNANALYSED: BannerFacts = {
  id: "b-new",
  name: "Fresh upload",
  isDefault: false,
  colors: [],
  colorAnalysisComplete: false,
};

export const LANDSCAPE_SITE: PhotoFacts = {
  publicPhotos: 20,
  featuredPhotos: 2,
  photographers: 3,
  categories: [
    { category: "landscape", label: "Landscape", count: 12 },
    { category: "portrait", label: "Portrait", count: 5 },
    { category: "other", label: "Other", count: 3 },
  ],
  commonColours: ["#c98a3a", "#1f4e79"],
};

export const EMPTY_SITE: PhotoFacts = {
  publicPhotos: 0,
  featuredPhotos: 0,
  photographers: 0,
  categories: [],
  commonColours: [],
};

export const facts = (banners: BannerFacts[], photos = LANDSCAPE_SITE): SiteFacts => ({
  banners,
  photos,
});
