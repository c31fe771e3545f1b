import { defineMessages } from '@/lib/i18n/catalogue';

/** The English messages of the clinic, hospital and pharmacy dashboard (/cms/dashboard/dashboard-clinic) (the keys every language translates). */
export const dashboardClinicCatalogue = defineMessages('dashboard-clinic', {
  clinicDashboard: 'Clinic dashboard',
  clinic: 'Clinic',
  atTheFrontDesk: 'At the front desk',
  gettingYourStarted: 'Getting your {noun} started',
  needAnAccountChangeOr:
    'Need an account change or a new password? Ask your clinic owner. {helpline}: <phone>{phone}</phone>',
  notHadYourOnboardingCall:
    'Not had your onboarding call yet? {helpline}: <phone>{phone}</phone> · Staff sign in at <staff>{staffPath}</staff>',
  logo: '{label} logo',
  clinicStaff: 'Clinic staff',
  owner: '{label} owner',
  workingOnBranch: 'You are working on',
  switchBranch: 'Switch branch',
  switchBranchHint: 'Your account has {count} branches. The dashboard shows the one you choose.',
  branchSwitched: 'You are now working on {name}.',
  switchFailed: 'We could not switch to that branch. Please try again.',
  branchesUnavailable: 'We could not load your branch details. Please reload the page.',
  planLimits: 'Plan limits',
  everyPharmacyPlanIncludes: 'Every pharmacy plan includes:',
  howManyDoctorsStaffAccounts: 'How many doctors, staff accounts and attachments per patient record each plan allows:',
  plan: 'Plan',
  staff: 'Staff',
  attachments: 'Attachments',
  alsoIncludes: 'Also includes',
  notListed: 'Not listed',
  everyPlanIncludes: 'Every plan includes {features}.',
  needMoreDoctorsOrStaff:
    'Need more doctors or staff accounts? Send us a support request below and we will upgrade your plan.',
  compare: 'Compare {noun} packages and prices',
  clinicHospitalAndPharmacyOwners: 'clinic, hospital and pharmacy owners and their staff',
  facilityDashboard: '{label} dashboard',
  staffDashboard: 'Staff dashboard',
  clinicSignIn: 'Clinic sign in',
  hospitalSignIn: 'Hospital sign in',
  pharmacySignIn: 'Pharmacy sign in',
  staffSignIn: 'Staff sign in',
  checkTodaySAppointments: 'Check today’s appointments',
  confirmArrivalsAndKeepEach: 'Confirm arrivals and keep each doctor’s queue moving.',
  registerWalkInPatients: 'Register walk-in patients',
  addNewPatientsWithTheir: 'Add new patients with their mobile number so their records follow them.',
  printInvoicesAndReceipts: 'Print invoices and receipts',
  everyPaymentGetsADigital: 'Every payment gets a digital invoice your patient can keep.',
  addYourDoctorsAndStaff: 'Add your doctors and staff',
  eachStaffMemberGetsA:
    'Each staff member gets a username and signs in on the staff sign-in page. Your plan sets how many accounts your {noun} can have.',
  setTimingsAndFees: 'Set timings and fees',
  addEachDoctorSDays:
    'Add each doctor’s days, hours and consultation fee so patients can book in-clinic and online appointments.',
  runYourDayOnSehatlink: 'Run your day on SehatLink',
  appointmentsTheWaitingQueuePrescriptions:
    'Appointments, the waiting queue, prescriptions, digital invoices and reports all live in your management system.',
  addressInCity: '<address>{address}</address>, {city}',
});
