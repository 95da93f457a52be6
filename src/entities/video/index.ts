/** The video monitoring's entities and rules (§2 /historyVideo, /interiorVideoMonitorList, /initiativeVideoMonitorList). */
export * from './channels';
export { videoRecording, STORED_ON_PLATFORM, STORED_ON_TERMINAL } from './recording';
export { safetyAlarm, SAFETY_ALARM_TYPES, ALARM_HANDLE, ALARM_PARAM } from './safetyAlarm';
