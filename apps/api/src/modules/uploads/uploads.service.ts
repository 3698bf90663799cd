import { Injectable } from '@nestjs/common';
import { API_PATHS, API_PREFIX, UPLOAD_MAX_BYTES, UPLOAD_TYPE_SETS, type UploadSlot, type UploadVisibility } from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { UploadsRepository } from '@fachwerk/server/db';
import type { UploadRow } from '@fachwerk/server/db';
import type { Viewer } from '../cms/viewer';
import { detectUploadType } from './file-types';
import { FileStorage } from './file-storage';
import { UploadsErrorCode } from './uploads.errors';

export interface IncomingFile {
  buffer: Buffer;
  filename: string;
}

export const filePath = (id: string) => `${API_PREFIX}${API_PATHS.files}/${id}`;

/** Stores uploads checked by content against the slot's types; serves them only to those allowed. */
@Injectable()
export class UploadsService {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly storage: FileStorage,
  ) {}

  async upload(actor: AuthenticatedUser, slot: UploadSlot, visibility: UploadVisibility, file: IncomingFile): Promise<{ id: string; path: string }> {
    if (visibility === 'public' && actor.userType !== 'admin') {
      throw new DomainError(UploadsErrorCode.Forbidden, {}, undefined, undefined, 'server.uploads.publicAdminOnly');
    }
    if (file.buffer.length > UPLOAD_MAX_BYTES) {
      throw new DomainError(UploadsErrorCode.TooLarge, { max: UPLOAD_MAX_BYTES / 1024 / 1024 }, undefined, undefined, 'server.uploads.tooLarge');
    }
    const type = await detectUploadType(file.buffer, file.filename, slot);
    if (!type) {
      throw new DomainError(UploadsErrorCode.InvalidFormat, { types: UPLOAD_TYPE_SETS[slot].join(', ') }, undefined, undefined, 'server.uploads.invalidFormat');
    }
    const storageKey = await this.storage.put(file.buffer, type.ext);
    try {
      const row = await this.uploads.insert({
        ownerId: actor.id,
        slot,
        mime: type.mime,
        size: file.buffer.length,
        originalName: file.filename.slice(0, 255),
        storageKey,
        visibility,
      });
      return { id: row.id, path: filePath(row.id) };
    } catch (error) {
      await this.storage.remove(storageKey);
      throw error;
    }
  }

  /**
   * The file for this reader: public files for everybody, private ones for owner and admins, and for
   * those an upload grant names (a job's documents for suppliers, an application's for the client); else 404.
   */
  async open(id: string, viewer: Viewer): Promise<{ row: UploadRow; content: Buffer }> {
    const row = await this.uploads.findById(id);
    const allowed =
      row &&
      (row.visibility === 'public' ||
        viewer.admin ||
        (viewer.userId !== null && (row.ownerId === viewer.userId || (await this.uploads.isGranted(row.id, viewer.userId)))));
    if (!row || !allowed) throw new DomainError(UploadsErrorCode.NotFound);
    return { row, content: await this.storage.read(row.storageKey) };
  }
}
