// The web client's lint: ESLint's recommended rules over src/chocolatier/web/js (the vendored
// libraries are others' code, left as shipped). Run from the repository root:
// web-tools/node_modules/.bin/eslint --config web-tools/eslint.config.js (npm run check).
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["src/chocolatier/web/vendor/**"] },
  {
    files: ["src/chocolatier/web/js/**/*.js"],
    ...js.configs.recommended,
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser },
    },
  },
  {
    // early.js is a classic script (it runs in the page's head, before the modules)
    files: ["src/chocolatier/web/js/early.js"],
    languageOptions: { sourceType: "script" },
  },
];
