/** The doctors, by department. Cardiology has more than six so its page shows paging. */
import type { DoctorText } from './types';

const CARDIO = 'Cardiology';
const NEURO = 'Neurology';
const ORTHO = 'Orthopaedics';
const GASTRO = 'Gastroenterology';
const NEPHRO = 'Nephrology';
const URO = 'Urology';
const ONCO = 'Oncology';
const OBG = 'Obstetrics & Gynaecology';
const PAED = 'Paediatrics';
const PULMO = 'Pulmonology';
const ENT = 'ENT';
const DERMA = 'Dermatology';
const OPHTH = 'Ophthalmology';

const m = (name: string, department: string): DoctorText => ({ name, gender: 'male', department });
const f = (name: string, department: string): DoctorText => ({
  name,
  gender: 'female',
  department,
});

export const DOCTOR_NAMES: DoctorText[] = [
  m('Dr. Ramesh Kulkarni', CARDIO),
  f('Dr. Ananya Rao', CARDIO),
  m('Dr. Vikram Shetty', CARDIO),
  f('Dr. Priya Menon', CARDIO),
  m('Dr. Sanjay Hegde', CARDIO),
  f('Dr. Kavitha Reddy', CARDIO),
  m('Dr. Arjun Nair', CARDIO),
  m('Dr. Farhan Qureshi', CARDIO),
  f('Dr. Meera Iyer', NEURO),
  m('Dr. Suresh Gowda', NEURO),
  m('Dr. Nikhil Deshpande', NEURO),
  f('Dr. Lakshmi Narayan', NEURO),
  m('Dr. Rajesh Patil', ORTHO),
  m('Dr. Harish Bhat', ORTHO),
  f('Dr. Deepa Srinivasan', ORTHO),
  m('Dr. Mohammed Imran', ORTHO),
  m('Dr. Karthik Subramanian', ORTHO),
  f('Dr. Shalini Joshi', GASTRO),
  m('Dr. Prakash Murthy', GASTRO),
  m('Dr. Naveen Chandra', GASTRO),
  f('Dr. Sunita Pillai', NEPHRO),
  m('Dr. Abhishek Jain', NEPHRO),
  m('Dr. Manjunath Swamy', NEPHRO),
  m('Dr. Girish Kamath', URO),
  m('Dr. Rohan Mehta', URO),
  f('Dr. Asha Verghese', URO),
  f('Dr. Nandini Krishnan', ONCO),
  m('Dr. Sameer Khan', ONCO),
  m('Dr. Venkatesh Prasad', ONCO),
  f('Dr. Pooja Agarwal', ONCO),
  f('Dr. Rekha Shenoy', OBG),
  f('Dr. Divya Raghavan', OBG),
  f('Dr. Sneha Kulkarni', OBG),
  f('Dr. Fathima Begum', OBG),
  m('Dr. Anil Kumar', PAED),
  f('Dr. Bhavana Rao', PAED),
  m('Dr. Chetan Nayak', PAED),
  m('Dr. Sridhar Acharya', PULMO),
  f('Dr. Jyothi Ramesh', PULMO),
  m('Dr. Tarun Malhotra', PULMO),
  m('Dr. Ravi Shankar', ENT),
  f('Dr. Smitha Pai', ENT),
  f('Dr. Nisha Thomas', DERMA),
  m('Dr. Aditya Menon', DERMA),
  f('Dr. Swati Kapoor', DERMA),
  m('Dr. Madhav Rangan', OPHTH),
  f('Dr. Geetha Balakrishnan', OPHTH),
  m('Dr. Kiran Desai', OPHTH),
];

/** Profiles with no experience recorded: the site shows 3 years. */
export const NO_EXPERIENCE_SLUGS = ['dr-chetan-nayak', 'dr-swati-kapoor'];
/** Profiles with no region recorded: the site shows Indranagar. */
export const NO_REGION_SLUGS = ['dr-anil-kumar', 'dr-jyothi-ramesh'];
