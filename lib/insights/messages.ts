/** The insights form's and POST /api/ai-insights' message when no framework is chosen; kept free of zod so the page need not load it first. */
export const FRAMEWORK_REQUIRED = "Please select a framework";
