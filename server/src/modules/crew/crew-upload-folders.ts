import { IMAGE_KINDS, registerUploadFolder } from '../../core/files/upload-folders';

// A seafarer's photo, and the scans on their file (certificates, contracts, papers).
registerUploadFolder('boatInfoImg', IMAGE_KINDS);
registerUploadFolder('boatInfoFile', [...IMAGE_KINDS, 'pdf', 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt', 'text']);
