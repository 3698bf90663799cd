import { Injectable } from '@nestjs/common';
import {
  REGISTRATION_UPLOAD_TTL_HOURS,
  filePathOf,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPE_SETS,
  type UploadSlot,
  type UploadVisibility,
} from '@fachwerk/shared/contracts';
import { DomainError, type AuthenticatedUser } from '@fachwerk/server/core';
import { UploadsRepository } from '@fachwerk/server/db';
import type { UploadRow } from '@fachwerk/server/db';
import { detectUploadType } from './file-types';
import { FileStorage } from './file-storage';
import { UploadsErrorCode } from './uploads.errors';
import { type Viewer } from '../../common/viewer';

export interface IncomingFile {
  buffer: Buffer;
  filename: string;
}

/** Expired guest uploads removed per registration upload (keeps the clean-up cheap and steady). */
const PURGE_BATCH = 50;

/** Stores uploads checked by content against the slot's types; serves them only to those allowed. */
@Injectable()
export class UploadsService {
  constructor(
    private readonly uploads: UploadsRepository,
    private readonly storage: FileStorage,
  ) {}

  async upload(actor: AuthenticatedUser, slot: UploadSlot, visibility: UploadVisibility, file: IncomingFile): Promise<{ id: string; path: string }> {
    if (visibility === 'public' && actor.userType !== 'admin') {
      throw new DomainError(UploadsErrorCode.PublicAdminOnly);
    }
    return this.store(file, slot, { ownerId: actor.id, visibility });
  }

  /**
   * A guest's registration document: stored without an owner, readable by admins only, claimed by
   * the sign-up that names it within REGISTRATION_UPLOAD_TTL_HOURS. Each call also removes a batch of
   * expired unclaimed files.
   */
  async uploadForRegistration(file: IncomingFile): Promise<{ id: string; path: string }> {
    await this.purgeExpiredRegistrationUploads();
    const claimableUntil = new Date(Date.now() + REGISTRATION_UPLOAD_TTL_HOURS * 3600_000);
    return this.store(file, 'documents', { ownerId: null, visibility: 'private', claimableUntil });
  }

  async purgeExpiredRegistrationUploads(): Promise<number> {
    const keys = await this.uploads.deleteExpiredUnclaimed(PURGE_BATCH);
    await Promise.all(keys.map((key) => this.storage.remove(key)));
    return keys.length;
  }

  private async store(
    file: IncomingFile,
    slot: UploadSlot,
    owner: { ownerId: string | null; visibility: UploadVisibility; claimableUntil?: Date },
  ): Promise<{ id: string; path: string }> {
    if (file.buffer.length > UPLOAD_MAX_BYTES) {
      throw new DomainError(UploadsErrorCode.TooLarge, { params: { max: UPLOAD_MAX_BYTES / 1024 / 1024 } });
    }
    const type = await detectUploadType(file.buffer, file.filename, slot);
    if (!type) {
      throw new DomainError(UploadsErrorCode.InvalidFormat, { params: { types: UPLOAD_TYPE_SETS[slot].join(', ') } });
    }
    const storageKey = await this.storage.put(file.buffer, type.ext);
    try {
      const row = await this.uploads.insert({
        ...owner,
        slot,
        mime: type.mime,
        size: file.buffer.length,
        originalName: file.filename.slice(0, 255),
        storageKey,
      });
      return { id: row.id, path: filePathOf(row.id) };
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
