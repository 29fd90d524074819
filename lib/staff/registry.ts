import {
  appointmentAction,
  moveAppointment,
  retryAppointmentRefund,
} from '@/lib/booking/staff-actions';
import { createBlog, editBlog } from '@/lib/blog/staff-actions';
import { saveNotes } from '@/lib/consult/workspace-actions';
import { saveVideoSettings, setSlotModes } from '@/lib/consult/doctor-video-actions';
import { updateApplication } from '@/lib/careers/staff-actions';
import { saveJob } from '@/lib/careers/staff-job-actions';
import {
  refundDueAppointmentPayment,
  refundDuePharmacyPayment,
  refundDueLabPayment,
} from '@/lib/checkout/staff-actions';
import { createDepartment, editDepartment } from '@/lib/departments/department-actions';
import { createTreatment, editTreatment } from '@/lib/departments/staff-actions';
import { addLeave, changeFee, removeLeave } from '@/lib/doctors/schedule-actions';
import { createDoctor, editDoctor } from '@/lib/doctors/staff-actions';
import {
  deleteHomeBanner,
  deleteHomeFaq,
  saveHomeBanner,
  saveHomeFaq,
} from '@/lib/site/staff-actions';
import { createAccount, updateAccount } from './account-actions';
import { confirmSecondFactor, startSecondFactor, stopSecondFactor } from './second-factor-actions';
import {
  cancelLabOrder,
  markSampleCollected,
  retryLabOrderRefund,
  uploadLabReport,
} from '@/lib/lab/staff-actions';
import { updateLead } from '@/lib/leads/staff-actions';
import { resendMessage } from '@/lib/notifications/staff-outbox';
import { createCoupon, updateCoupon } from '@/lib/pharmacy/staff-coupon-actions';
import { createMedicine, editMedicine } from '@/lib/pharmacy/staff-medicine-actions';
import { moveOrder, retryOrderRefund } from '@/lib/pharmacy/staff-actions';
import { signPrescriptionAction } from '@/lib/prescriptions/staff-actions';

/**
 * Every action of the console, by the name its server action exports it under
 * (app/staff/(console)/actions.ts). The role-matrix test walks this list; a test holds the
 * server-actions file to it, so an action cannot be added without being in the matrix.
 */
export const STAFF_ACTIONS = {
  updateLeadAction: updateLead,
  moveOrderAction: moveOrder,
  retryOrderRefundAction: retryOrderRefund,
  appointmentAction,
  moveAppointmentAction: moveAppointment,
  retryAppointmentRefundAction: retryAppointmentRefund,
  refundDuePaymentAction: refundDueAppointmentPayment,
  refundDuePharmacyPaymentAction: refundDuePharmacyPayment,
  refundDueLabPaymentAction: refundDueLabPayment,
  addLeaveAction: addLeave,
  removeLeaveAction: removeLeave,
  changeFeeAction: changeFee,
  updateApplicationAction: updateApplication,
  editTreatmentAction: editTreatment,
  createTreatmentAction: createTreatment,
  editMedicineAction: editMedicine,
  createMedicineAction: createMedicine,
  createAccountAction: createAccount,
  updateAccountAction: updateAccount,
  createCouponAction: createCoupon,
  updateCouponAction: updateCoupon,
  editBlogAction: editBlog,
  createBlogAction: createBlog,
  saveJobAction: saveJob,
  editDoctorAction: editDoctor,
  createDoctorAction: createDoctor,
  saveHomeFaqAction: saveHomeFaq,
  deleteHomeFaqAction: deleteHomeFaq,
  saveHomeBannerAction: saveHomeBanner,
  deleteHomeBannerAction: deleteHomeBanner,
  editDepartmentAction: editDepartment,
  createDepartmentAction: createDepartment,
  startSecondFactorAction: startSecondFactor,
  confirmSecondFactorAction: confirmSecondFactor,
  stopSecondFactorAction: stopSecondFactor,
  resendMessageAction: resendMessage,
  markLabSampleCollectedAction: markSampleCollected,
  uploadLabReportAction: uploadLabReport,
  cancelLabOrderAction: cancelLabOrder,
  retryLabOrderRefundAction: retryLabOrderRefund,
  saveConsultationNotesAction: saveNotes,
  saveVideoSettingsAction: saveVideoSettings,
  setSlotModesAction: setSlotModes,
  signPrescriptionAction,
} as const;
