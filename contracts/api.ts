import type { ApiOperation, OperationKey } from "./operation";
import * as apiAuthOperations from "./api-auth/operations";
import * as coursesOperations from "./courses/operations";
import * as usersOperations from "./users/operations";
import * as meOperations from "./me/operations";
import * as registrationsOperations from "./registrations/operations";
import * as newsletterOperations from "./newsletter/operations";
import * as certificatesOperations from "./certificates/operations";
import * as contactOperations from "./contact/operations";
import * as adminOperations from "./admin/operations";
import * as programsOperations from "./programs/operations";
import * as openapiOperations from "./openapi/operations";
import * as jobsOperations from "./jobs/operations";
import * as quizzesOperations from "./quizzes/operations";
import * as organisationsOperations from "./organisations/operations";
import * as reportsOperations from "./reports/operations";
import * as remindersOperations from "./reminders/operations";
import * as assessmentsOperations from "./assessments/operations";

const operations = [
  apiAuthOperations.login,
  apiAuthOperations.registerAccount,
  apiAuthOperations.keepPassword,
  apiAuthOperations.refreshTokens,
  coursesOperations.listCourses,
  coursesOperations.getCourse,
  coursesOperations.enroll,
  usersOperations.userProgress,
  coursesOperations.courseModules,
  coursesOperations.updateProgress,
  quizzesOperations.getModuleQuiz,
  quizzesOperations.startQuizAttempt,
  quizzesOperations.getQuizAttempt,
  quizzesOperations.submitQuizAttempt,
  meOperations.myEnrollments,
  meOperations.getMe,
  meOperations.updateProfile,
  meOperations.setMyLocale,
  meOperations.deleteAccount,
  meOperations.mySessions,
  meOperations.endOtherSessions,
  meOperations.endSession,
  meOperations.exportMyData,
  assessmentsOperations.saveAssessment,
  assessmentsOperations.myAssessments,
  registrationsOperations.registrationItems,
  registrationsOperations.registerForItem,
  registrationsOperations.myRegistrations,
  registrationsOperations.cancelRegistration,
  organisationsOperations.createOrganisation,
  organisationsOperations.myOrganisations,
  organisationsOperations.requestQuote,
  organisationsOperations.getOrganisation,
  organisationsOperations.listPeople,
  organisationsOperations.invitePeople,
  organisationsOperations.resendInvitation,
  organisationsOperations.revokeInvitation,
  organisationsOperations.updateMember,
  organisationsOperations.removeMember,
  organisationsOperations.leaveOrganisation,
  organisationsOperations.listTeams,
  organisationsOperations.createTeam,
  organisationsOperations.renameTeam,
  organisationsOperations.deleteTeam,
  organisationsOperations.setJoinDomain,
  organisationsOperations.joinableOrganisations,
  organisationsOperations.joinByDomain,
  organisationsOperations.listAssignments,
  organisationsOperations.assignCourse,
  organisationsOperations.removeAssignment,
  organisationsOperations.listApiKeys,
  organisationsOperations.createApiKey,
  organisationsOperations.revokeApiKey,
  reportsOperations.programsReport,
  reportsOperations.teamsReport,
  reportsOperations.peopleReport,
  reportsOperations.exportPeopleCsv,
  reportsOperations.exportPeopleXlsx,
  reportsOperations.personReport,
  assessmentsOperations.sendSkillGap,
  assessmentsOperations.teamSkillGap,
  organisationsOperations.myAssignments,
  organisationsOperations.viewInvitation,
  organisationsOperations.acceptInvitation,
  organisationsOperations.signUpFromInvitation,
  newsletterOperations.subscribe,
  newsletterOperations.confirmSubscription,
  newsletterOperations.unsubscribe,
  remindersOperations.unsubscribeReminders,
  certificatesOperations.checkCertificate,
  certificatesOperations.myCertificates,
  certificatesOperations.myCertificatePdf,
  contactOperations.sendContact,
  adminOperations.listInquiries,
  adminOperations.getInquiry,
  adminOperations.updateInquiry,
  adminOperations.listSubscribers,
  adminOperations.exportSubscribers,
  adminOperations.listEnrollments,
  registrationsOperations.listRegistrations,
  registrationsOperations.exportRegistrations,
  certificatesOperations.adminListCertificates,
  certificatesOperations.adminRevokeCertificate,
  certificatesOperations.adminCertificatePdf,
  adminOperations.adminFindUsers,
  adminOperations.adminEndUserSessions,
  organisationsOperations.adminListOrganisations,
  organisationsOperations.adminChangeOrganisation,
  jobsOperations.adminListJobs,
  jobsOperations.adminRetryJob,
  openapiOperations.openApiDocumentOperation,
  openapiOperations.apiReference,
  openapiOperations.referenceFile,
  programsOperations.adminListPrograms,
  programsOperations.adminCreateProgram,
  programsOperations.adminGetProgram,
  programsOperations.adminUpdateProgram,
  programsOperations.adminDeleteProgram,
  programsOperations.adminProgramHistory,
  programsOperations.adminAddModule,
  programsOperations.adminReorderModules,
  programsOperations.adminUpdateModule,
  programsOperations.adminRemoveModule,
  quizzesOperations.adminGetQuiz,
  quizzesOperations.adminSaveQuiz,
  quizzesOperations.adminRemoveQuiz,
  quizzesOperations.adminAddQuestion,
  quizzesOperations.adminUpdateQuestion,
  quizzesOperations.adminRemoveQuestion,
  quizzesOperations.adminImportQuestions,
  quizzesOperations.adminQuizStats,
] as const;

/** Every operation of /api/v1, in the order of the OpenAPI document and the /api-docs page. */
export const apiOperations: readonly ApiOperation[] = operations;

type AnyOperation = (typeof operations)[number];

/** Every operation by the key the browser calls it with: `ApiOperations["POST /courses/{courseId}/enroll"]`. */
export type ApiOperations = { [O in AnyOperation as OperationKey<O>]: O };
