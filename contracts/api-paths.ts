// Where the REST API and its description are served. Imports nothing, so a page may use it
// without loading zod.

export const API_BASE_PATH = "/api/v1";
export const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`;
export const API_REFERENCE_PATH = `${API_BASE_PATH}/docs`;
