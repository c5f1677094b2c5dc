// The Examples tab: one full flow (sign in, list courses, enrol, complete a module, read progress)
// in three languages. Each sample stops with an error on any HTTP error. The browser tests run the
// JavaScript and cURL samples, as the page shows them, against the test server.

export type SampleLanguage = "python" | "javascript" | "curl";

export interface SampleInfo {
  id: SampleLanguage;
  label: string;
  /** What the reader needs to run it. */
  runs: string;
}

export const sampleLanguages: SampleInfo[] = [
  { id: "python", label: "Python", runs: "Python 3.8+ with requests (pip install requests). Save as flow.py and run python flow.py." },
  { id: "javascript", label: "JavaScript", runs: "Node.js 18+ (built-in fetch). Save as flow.mjs and run node flow.mjs." },
  { id: "curl", label: "cURL", runs: "bash, curl 7.76+ and jq. Save as flow.sh and run bash flow.sh." },
];

/** Spec section 4: the sample tab defaults to python. */
export const DEFAULT_SAMPLE_LANGUAGE: SampleLanguage = "python";

/** Placeholders the reader replaces with their own account. */
export const SAMPLE_EMAIL = "you@example.com";
export const SAMPLE_PASSWORD = "your-password";

const python = (baseUrl: string) => `import json

import requests

BASE_URL = "${baseUrl}"
EMAIL = "${SAMPLE_EMAIL}"
PASSWORD = "${SAMPLE_PASSWORD}"

session = requests.Session()


def api(method, path, **kwargs):
    res = session.request(method, BASE_URL + path, timeout=10, **kwargs)
    if not res.ok:
        raise RuntimeError(f"{method} {path} failed: {res.status_code} {res.text}")
    return res.json()


# 1. Sign in: the token authorises the calls below
login = api("POST", "/auth/login", json={"email": EMAIL, "password": PASSWORD})
session.headers["Authorization"] = f"Bearer {login['token']}"
user_id = login["user"]["id"]

# 2. List courses: page 1, 20 per page
courses = api("GET", "/courses", params={"page": 1, "limit": 20})
course = courses["data"][0]
print(f"{courses['pagination']['total']} courses; first: {course['title']}")

# 3. Enrol in the first course
enrollment = api("POST", f"/courses/{course['id']}/enroll", json={"payment_method": "upi"})["enrollment"]
print(f"Enrolled: {enrollment['course']['title']}")

# 4. Mark module 1 as completed
enrollment = api("POST", f"/courses/{course['id']}/progress", json={"module_id": 1, "completed": True})["enrollment"]
print(f"Progress: {enrollment['progress']}%")

# 5. Read your progress in every course
progress = api("GET", f"/users/{user_id}/progress")
print(json.dumps(progress, indent=2))
`;

const javascript = (baseUrl: string) => `const BASE_URL = "${baseUrl}";
const EMAIL = "${SAMPLE_EMAIL}";
const PASSWORD = "${SAMPLE_PASSWORD}";

async function api(path, { method = "GET", token, body } = {}) {
  const res = await fetch(BASE_URL + path, {
    method,
    headers: {
      "Content-Type": "application/json",
      ...(token && { Authorization: \`Bearer \${token}\` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await res.json();
  if (!res.ok) throw new Error(\`\${method} \${path} failed: \${res.status} \${data.error?.code}: \${data.error?.message}\`);
  return data;
}

// 1. Sign in: the token authorises the calls below
const { token, user } = await api("/auth/login", {
  method: "POST",
  body: { email: EMAIL, password: PASSWORD },
});

// 2. List courses: page 1, 20 per page
const courses = await api("/courses?page=1&limit=20");
const course = courses.data[0];
console.log(\`\${courses.pagination.total} courses; first: \${course.title}\`);

// 3. Enrol in the first course
const { enrollment } = await api(\`/courses/\${course.id}/enroll\`, {
  method: "POST",
  token,
  body: { payment_method: "upi" },
});
console.log(\`Enrolled: \${enrollment.course.title}\`);

// 4. Mark module 1 as completed
const updated = await api(\`/courses/\${course.id}/progress\`, {
  method: "POST",
  token,
  body: { module_id: 1, completed: true },
});
console.log(\`Progress: \${updated.enrollment.progress}%\`);

// 5. Read your progress in every course
const progress = await api(\`/users/\${user.id}/progress\`, { token });
console.log(JSON.stringify(progress, null, 2));
`;

const curl = (baseUrl: string) => `#!/usr/bin/env bash
# curl --fail-with-body fails on an HTTP error status (printing the error's JSON); set -e then stops
set -euo pipefail
BASE_URL="${baseUrl}"

# 1. Sign in: keep the token and your user id
LOGIN=$(curl --fail-with-body -sS -X POST "$BASE_URL/auth/login" \\
  -H "Content-Type: application/json" \\
  -d '{"email": "${SAMPLE_EMAIL}", "password": "${SAMPLE_PASSWORD}"}')
TOKEN=$(jq -r .token <<< "$LOGIN")
USER_ID=$(jq -r .user.id <<< "$LOGIN")

# 2. List courses (page 1, 20 per page) and take the first
COURSE_ID=$(curl --fail-with-body -sS "$BASE_URL/courses?page=1&limit=20" | jq -r '.data[0].id')

# 3. Enrol in it
curl --fail-with-body -sS -X POST "$BASE_URL/courses/$COURSE_ID/enroll" \\
  -H "Content-Type: application/json" \\
  -H "Authorization: Bearer $TOKEN" \\
  -d '{"payment_method": "upi"}'
echo

# 4. Mark module 1 as completed
curl --fail-with-body -sS -X POST "$BASE_URL/courses/$COURSE_ID/progress" \\
  -H "Content-Type: application/json" \\
  -H "Authorization: Bearer $TOKEN" \\
  -d '{"module_id": 1, "completed": true}'
echo

# 5. Read your progress in every course
curl --fail-with-body -sS "$BASE_URL/users/$USER_ID/progress" \\
  -H "Authorization: Bearer $TOKEN"
echo
`;

const builders: Record<SampleLanguage, (baseUrl: string) => string> = { python, javascript, curl };

/** The flow in one language, calling the API at baseUrl (e.g. https://example.com/api/v1). */
export function flowSample(language: SampleLanguage, baseUrl: string): string {
  return builders[language](baseUrl);
}
