/**
 * Sentences the server and the browser both know: the browser tells a blocked user why they were
 * signed out by recognising the detail of the 401 their next request got.
 */
export const ACCOUNT_BLOCKED = "Your account has been blocked";
