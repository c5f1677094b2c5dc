import { defineOperation } from "../operation";


export const openApiDocumentOperation = defineOperation({
  id: "openapi",
  method: "get",
  path: "/openapi.json",
  tag: "Reference",
  summary: "This OpenAPI 3.1 document",
  response: { status: 200, description: "The document", contentType: "application/json" },
  errors: [],
});

export const apiReference = defineOperation({
  id: "reference",
  method: "get",
  path: "/docs",
  tag: "Reference",
  summary: "The interactive API reference (an HTML page)",
  response: { status: 200, description: "The page", contentType: "text/html" },
  errors: [],
});

export const referenceFile = defineOperation({
  id: "reference-file",
  method: "get",
  path: "/docs/{file}",
  tag: "Reference",
  summary: "A script or stylesheet of the interactive reference",
  params: { file: "`swagger-ui.css`, `swagger-ui-bundle.js` or `init.js`." },
  response: { status: 200, description: "The file", contentType: "text/javascript" },
  errors: ["not_found"],
});
