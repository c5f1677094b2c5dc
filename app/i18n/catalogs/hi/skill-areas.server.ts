import type { Catalog } from "~/i18n/i18n";

// The Skill Gap Analyzer's name and skill areas (contracts/assessment-scoring.ts): the analyzer
// shows them, and so does the skill gaps card of a manager's overview (/team), which needs no other
// message of the assessments.
export default {
  "Skill Gap Analyzer": "कौशल अंतर विश्लेषक",
  "Data foundations": "डेटा की बुनियाद",
  "Machine learning": "मशीन लर्निंग",
  "Deep learning and generative AI": "डीप लर्निंग और जनरेटिव एआई",
  "Responsible AI": "ज़िम्मेदार एआई",
} satisfies Catalog;
