/** The privacy centre's addresses (pages, downloads, the profile editing it links to). */
export const PRIVACY_PATH = '/account/privacy';
export const ERASED_PATH = '/account/privacy/erased';
export const EXPORT_JSON_PATH = '/api/account/export.json';
export const EXPORT_PDF_PATH = '/api/account/export.pdf';
/** The profile and family editing (another part of issue 46), where data is corrected. */
export const PROFILE_PATH = '/account/family';
export const ACCOUNT_SETTINGS_PATH = '/account/settings';
