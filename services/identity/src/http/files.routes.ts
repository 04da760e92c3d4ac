// Uploads and their serving: POST /v1/files/upload-temp?purpose=avatar|resource (multipart field `file`)
// and GET /v1/files/{id}, images inline with optional resizing (?w=640&dpr=2&format=webp), documents as
// downloads.
import type { Request, RequestHandler, Router } from 'express';
import { create as contentDisposition } from 'content-disposition';
import multer from 'multer';
import { FILE_REQUIRED, type Permission, type UploadPurpose } from '@coachwork/contracts';
import {
  actorOf,
  can,
  ForbiddenError,
  NotFoundError,
  requireUser,
  uuidParam,
  ValidationError,
} from '@coachwork/service-kit';
import {
  parsePurpose,
  parseVariantQuery,
  tooLargeMessage,
  UPLOAD_MAX_BYTES,
  type FileUseCases,
} from '../domain/files/files';

/** The purpose is read from the query before the body, so a too-large body gets the purpose's message. */
const purposeOf = (req: Request): UploadPurpose =>
  (req as Request & { uploadPurpose: UploadPurpose }).uploadPurpose;

/**
 * Documents of up to 25 MB are for those who put files on workshops, templates and their resources
 * (coaches, holding workshops.view, add them to the workshops they are assigned to: workshops checks
 * that when the upload is attached, and an unattached upload is removed after 24 hours); anyone signed
 * in may upload an avatar.
 */
const RESOURCE_UPLOADERS: readonly Permission[] = [
  'workshops.view',
  'workshops.create',
  'workshops.update',
  'workshop-templates.create',
  'workshop-templates.update',
];

const readPurpose: RequestHandler = (req, _res, next) => {
  const purpose = parsePurpose(req.query.purpose);
  if (purpose === 'resource' && !RESOURCE_UPLOADERS.some((p) => can(actorOf(req), p))) {
    throw new ForbiddenError('You may not upload files for workshops.');
  }
  (req as Request & { uploadPurpose: UploadPurpose }).uploadPurpose = purpose;
  next();
};

const BASE = '/v1/files';

/** multer in memory (the file is checked before anything is stored), one file, a few small fields. */
function singleFile(field: string): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    // Browsers send the file name's UTF-8 bytes as they are; busboy's default (latin1) garbles 'Ü'.
    defParamCharset: 'utf8',
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  }).single(field);
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') {
          return next(new ValidationError({ file: [tooLargeMessage(purposeOf(req))] }));
        }
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') {
          return next(new ValidationError({ file: ['Send exactly one file, in the field "file"'] }));
        }
        return next(new ValidationError({ file: [err.message] }));
      }
      // busboy's complaints about a malformed body ("Unexpected end of form", a missing boundary).
      const message = err instanceof Error ? err.message : 'Malformed multipart body';
      next(new ValidationError({ file: [FILE_REQUIRED] }, `Malformed multipart body: ${message}`));
    });
  };
}

export function fileRoutes(router: Router, uses: FileUseCases): void {
  // Any signed-in user may upload: the file stays theirs alone until it is claimed (as their avatar,
  // or by a workshop resource that points at it).
  router.post(`${BASE}/upload-temp`, requireUser(), readPurpose, singleFile('file'), async (req, res) => {
    const actor = actorOf(req);
    const file = req.file ? { originalName: req.file.originalname, buffer: req.file.buffer } : undefined;
    const data = await uses.uploadTemp(actor.userId!, file, purposeOf(req));
    res.status(201).location(data.url).json({ data });
  });

  // Claimed files (avatars, resource files) are public, as public profiles and resource links show
  // them; a temporary file only to its uploader.
  router.get(`${BASE}/:id`, async (req, res) => {
    const id = uuidParam(req, 'id', 'File');
    const variant = parseVariantQuery(req.query as Record<string, unknown>);
    const served = await uses.serve(id, actorOf(req).userId, variant);
    if (!served) throw new NotFoundError('File not found.');
    res.set({
      'Content-Type': served.mimeType.startsWith('text/')
        ? `${served.mimeType}; charset=utf-8`
        : served.mimeType,
      'X-Content-Type-Options': 'nosniff',
      // Documents are downloads under their original name (RFC 5987 filename* when it is not ASCII).
      'Content-Disposition': served.inline
        ? 'inline'
        : contentDisposition(served.name, { type: 'attachment' }),
      // Nothing in the file may run as a page even if opened directly.
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': served.temp ? 'private, no-cache' : 'public, max-age=31536000, immutable',
      ETag: served.etag,
    });
    if (req.get('if-none-match') === served.etag) return void res.status(304).end();
    res.status(200).send(served.body);
  });
}
