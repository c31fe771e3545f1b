import { createHash } from 'node:crypto';
import { badRequest, unauthorized } from '../../http/errors.ts';
import { created, type HandlerTable } from '../../http/handler.ts';
import { stamped, storeSubmission } from '../../store/submissions.ts';
import { checkAttachmentContent, checkAttachmentMeta } from './attachment.ts';
import { CLINIC_OWNER } from '../roles.ts';
import { ATTACHMENT_UPLOAD } from './attachment-upload.ts';

export const clinicContactHandlers = {
  clinicContactUs: {
    role: CLINIC_OWNER,
    upload: ATTACHMENT_UPLOAD,
    handle: async ({ body, ctx, req, session }) => {
      const user = session.user;
      if (!user?.clinic_id) throw unauthorized('Sign in as a clinic, hospital or pharmacy owner first');
      // Multipart fields are not pattern-checked by the contract; blank ones are refused here.
      const subject = String(body.subject ?? '').trim();
      const message = String(body.message ?? '').trim();
      if (subject.length < 2) throw badRequest('subject must not be blank');
      if (message.length < 5) throw badRequest('message must be at least 5 characters');

      // multer (the validator's fileUploader) keeps the one attachment in memory.
      const files = Array.isArray(req.files) ? req.files : [];
      let attachment = null;
      if (files.length) {
        const file = files[0];
        const meta = checkAttachmentMeta(file.fieldname, file.originalname, file.mimetype);
        if ('error' in meta) throw badRequest(meta.error);
        const bad = checkAttachmentContent(meta.type, file.buffer);
        if (bad) throw badRequest(bad);
        attachment = {
          filename: file.originalname.slice(0, 200),
          mimetype: meta.type,
          size: file.size,
          sha256: createHash('sha256').update(file.buffer).digest('hex'),
        };
      }
      const id = await storeSubmission(ctx, (data, stamp) =>
        data.submissions.clinic_contact.push(
          stamped(stamp, {
            clinic_id: Number(user.clinic_id),
            owner_id: Number(user.user_id),
            subject,
            message,
            attachment,
          }),
        ),
      );
      return created({ message: 'We have received your Request', data: { id } });
    },
  },
} satisfies HandlerTable;
