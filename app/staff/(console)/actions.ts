'use server';

import type { ActionState } from '@/lib/staff/action';
import { STAFF_ACTIONS } from '@/lib/staff/registry';
import { runStaffAction } from '@/lib/staff/server-action';

/**
 * The console's server actions: each is one registered action run through runStaffAction (the
 * session, the role check, the validation). Nothing else belongs here.
 */

export async function updateLeadAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.updateLeadAction, form);
}

export async function moveOrderAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.moveOrderAction, form);
}

export async function retryOrderRefundAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.retryOrderRefundAction, form);
}

export async function appointmentAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.appointmentAction, form);
}

export async function retryAppointmentRefundAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.retryAppointmentRefundAction, form);
}

export async function refundDuePaymentAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.refundDuePaymentAction, form);
}

export async function addLeaveAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.addLeaveAction, form);
}

export async function removeLeaveAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.removeLeaveAction, form);
}

export async function changeFeeAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.changeFeeAction, form);
}

export async function updateApplicationAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.updateApplicationAction, form);
}

export async function editTreatmentAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.editTreatmentAction, form);
}

export async function editMedicineAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.editMedicineAction, form);
}

export async function refundDuePharmacyPaymentAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.refundDuePharmacyPaymentAction, form);
}

export async function refundDueLabPaymentAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.refundDueLabPaymentAction, form);
}

export async function createAccountAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.createAccountAction, form);
}

export async function updateAccountAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.updateAccountAction, form);
}

export async function createCouponAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.createCouponAction, form);
}

export async function updateCouponAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.updateCouponAction, form);
}

export async function moveAppointmentAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.moveAppointmentAction, form);
}

export async function editBlogAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.editBlogAction, form);
}

export async function saveJobAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.saveJobAction, form);
}

export async function editDoctorAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.editDoctorAction, form);
}

export async function saveHomeFaqAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.saveHomeFaqAction, form);
}

export async function deleteHomeFaqAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.deleteHomeFaqAction, form);
}

export async function saveHomeBannerAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.saveHomeBannerAction, form);
}

export async function editDepartmentAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.editDepartmentAction, form);
}

export async function startSecondFactorAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.startSecondFactorAction, form);
}

export async function confirmSecondFactorAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.confirmSecondFactorAction, form);
}

export async function stopSecondFactorAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.stopSecondFactorAction, form);
}

export async function createTreatmentAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.createTreatmentAction, form);
}

export async function createMedicineAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.createMedicineAction, form);
}

export async function createBlogAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.createBlogAction, form);
}

export async function createDoctorAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.createDoctorAction, form);
}

export async function deleteHomeBannerAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.deleteHomeBannerAction, form);
}

export async function createDepartmentAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.createDepartmentAction, form);
}

export async function resendMessageAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.resendMessageAction, form);
}

export async function markLabSampleCollectedAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.markLabSampleCollectedAction, form);
}

export async function uploadLabReportAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.uploadLabReportAction, form);
}

export async function cancelLabOrderAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.cancelLabOrderAction, form);
}

export async function retryLabOrderRefundAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.retryLabOrderRefundAction, form);
}

export async function saveConsultationNotesAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.saveConsultationNotesAction, form);
}

export async function saveVideoSettingsAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.saveVideoSettingsAction, form);
}

export async function setSlotModesAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.setSlotModesAction, form);
}

export async function signPrescriptionAction(_previous: ActionState, form: FormData) {
  return runStaffAction(STAFF_ACTIONS.signPrescriptionAction, form);
}
