import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** Password hashing driver (argon2id), behind a class so services can be tested without it. */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    if (!hash.startsWith('$argon2')) return false;
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
