import { Injectable, Module } from '@nestjs/common';
import { uploadIdOfPath, type FileNames as FileNamesMap } from '@fachwerk/shared/contracts';
import { DomainError, type FieldIssue } from '@fachwerk/server/core';
import { UploadsRepository, type DbOrTx } from '@fachwerk/server/db';

/** One named value that should point at a stored file: a path, a list of paths, or empty. */
export interface FileReference {
  /** the field as the client sent it (`profilePic`, `documents`, `cv`, …); lists add `.<index>` */
  field: string;
  value: unknown;
}

export interface FileReferenceOptions {
  /** Values already stored on the object being edited: they pass unchanged (older data keeps working). */
  kept?: readonly unknown[];
  /** Run the ownership query in this transaction. */
  tx?: DbOrTx;
}

export interface CheckedFileReferences {
  /** one issue per refused value, with the field named (`documents.1`) */
  issues: FieldIssue[];
  /** upload ids of the accepted new references (not the kept ones), e.g. to grant them to someone */
  uploadIds: string[];
}

/**
 * The one check for file references anywhere (profile, jobs, applications, workers; chat messages and
 * invoices later): a reference must be the API's own file path `/api/v1/files/<id>` of an upload the
 * owner made. Another user's file id, an outside URL or any other string is refused with a 400 that
 * names the field (`validation.fileReference`). Empty values (`null`, `''`) are not references.
 *
 * `ownerId` is whose uploads count: the caller, or, where a flow edits someone else's object (an
 * admin editing an account), the owner of that object — the files the caller is granted there.
 */
@Injectable()
export class FileReferenceValidator {
  constructor(private readonly uploads: UploadsRepository) {}

  /** The refused references as field issues (for services that collect issues of their own too). */
  async check(
    ownerId: string,
    references: readonly FileReference[],
    options: FileReferenceOptions = {},
  ): Promise<CheckedFileReferences> {
    const kept = new Set(
      (options.kept ?? []).flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v) => typeof v === 'string'),
    );
    const named = references.flatMap(({ field, value }) =>
      Array.isArray(value)
        ? value.map((item, index) => ({ field: `${field}.${index}`, value: item as unknown }))
        : [{ field, value }],
    );
    const fresh = named
      .filter(({ value }) => value !== null && value !== undefined && value !== '')
      .filter(({ value }) => !(typeof value === 'string' && kept.has(value)))
      .map((reference) => ({ ...reference, id: uploadIdOfPath(reference.value) }));
    const wanted = fresh.flatMap(({ id }) => (id ? [id] : []));
    const owned = new Set(wanted.length ? await this.uploads.ownedBy(ownerId, wanted, options.tx) : []);
    const issues: FieldIssue[] = fresh
      .filter(({ id }) => !id || !owned.has(id))
      .map(({ field }) => ({ field, messageKey: 'validation.fileReference', params: {} }));
    return { issues, uploadIds: [...owned] };
  }

  /**
   * Throws VALIDATION_FAILED (400, every refused field named) unless each reference is one of the
   * owner's uploads or kept; returns the upload ids of the accepted new references.
   */
  async assertOwnFiles(
    ownerId: string,
    references: readonly FileReference[],
    options: FileReferenceOptions = {},
  ): Promise<string[]> {
    const { issues, uploadIds } = await this.check(ownerId, references, options);
    if (issues.length) throw new DomainError('VALIDATION_FAILED', { issues });
    return uploadIds;
  }
}

/** Every file path in a value (strings, arrays and nested objects), for FileNames. */
function filePathsIn(value: unknown, found: Set<string>, depth = 0): Set<string> {
  if (typeof value === 'string') {
    if (uploadIdOfPath(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) filePathsIn(item, found, depth + 1);
  } else if (value && typeof value === 'object' && depth < 4) {
    for (const item of Object.values(value)) filePathsIn(item, found, depth + 1);
  }
  return found;
}

/**
 * The names a user uploaded under, for the file references of an answer: `withFileNames(profile)`
 * adds `fileNames` (path → original file name), so screens show "Zertifikat.pdf", not an id.
 */
@Injectable()
export class FileNames {
  constructor(private readonly uploads: UploadsRepository) {}

  async of(value: unknown): Promise<FileNamesMap> {
    const paths = [...filePathsIn(value, new Set())];
    const names = await this.uploads.namesOf(paths.map((path) => uploadIdOfPath(path) ?? ''));
    return Object.fromEntries(
      paths.flatMap((path) => {
        const name = names.get(uploadIdOfPath(path) ?? '');
        return name ? [[path, name]] : [];
      }),
    );
  }

  async withFileNames<T extends object>(answer: T): Promise<T & { fileNames: FileNamesMap }> {
    return { ...answer, fileNames: await this.of(answer) };
  }
}

/** Import this module wherever a file is referenced; it brings the validator, the names and their repository. */
@Module({ providers: [FileReferenceValidator, FileNames, UploadsRepository], exports: [FileReferenceValidator, FileNames] })
export class FileReferencesModule {}
