import { Injectable, type OnModuleInit } from '@nestjs/common';
import { IsBoolean, IsInt, IsUUID, Max, Min } from 'class-validator';
import { chatRoom, isErrorCode, type ChatSendAck } from '@fachwerk/shared/contracts';
import { translate } from '@fachwerk/shared/i18n/server';
import { createValidationPipe, DomainError, localiseIssues, unsafeTextError, unsafeTextPath, type AuthenticatedUser } from '@fachwerk/server/core';
import { RoomAccess, SocketCommands } from '../../realtime';
import { ChatService } from './chat.service';
import { SendMessageDto } from './dto/chat.dto';

class SocketSendDto extends SendMessageDto {
  @IsUUID('all') chatId!: string;
}
class SocketReadDto {
  @IsUUID('all') chatId!: string;
  @IsInt() @Min(1) @Max(Number.MAX_SAFE_INTEGER) messageId!: number;
}
class SocketTypingDto {
  @IsUUID('all') chatId!: string;
  @IsBoolean() typing!: boolean;
}

/**
 * The chat's socket side: the `chat` room kind (parties and admins may join; anyone else is refused
 * exactly as REST answers 404) and the commands `chat:send` (the REST send, acked once stored),
 * `chat:read` and `chat:typing` (joined rooms only). Payloads go through the app's validation pipe,
 * so the socket refuses what REST refuses, with the same codes and texts.
 */
@Injectable()
export class ChatSocket implements OnModuleInit {
  private readonly pipe = createValidationPipe();

  constructor(
    private readonly chat: ChatService,
    private readonly rooms: RoomAccess,
    private readonly commands: SocketCommands,
  ) {}

  onModuleInit(): void {
    this.rooms.register('chat', { mayAct: (actor, id) => this.chat.mayJoin(actor, id) });
    this.commands.register('chat:send', (actor, _socket, payload) => this.send(actor, payload));
    this.commands.register('chat:read', async (actor, socket, payload) => {
      try {
        const input = await this.validate(SocketReadDto, payload);
        if (!socket.rooms.has(chatRoom(input.chatId))) return false;
        await this.chat.read(actor, input.chatId, input.messageId);
        return true;
      } catch {
        return false;
      }
    });
    this.commands.register('chat:typing', async (actor, socket, payload) => {
      const input = await this.validate(SocketTypingDto, payload).catch(() => null);
      const room = input && chatRoom(input.chatId);
      if (!input || !room || actor.userType === 'admin' || !socket.rooms.has(room)) return false;
      socket.to(room).emit('chat:typing', { chatId: input.chatId, userId: actor.id, typing: input.typing });
      return true;
    });
  }

  private async send(actor: AuthenticatedUser, payload: unknown): Promise<ChatSendAck> {
    try {
      const input = await this.validate(SocketSendDto, payload);
      const { message } = await this.chat.send(actor, input.chatId, input);
      return { ok: true, message };
    } catch (error) {
      if (!(error instanceof DomainError) || !isErrorCode(error.code)) throw error;
      return {
        ok: false,
        code: error.code,
        message: translate(actor.language, `errors.${error.code}`, error.params),
        ...(error.issues ? { errors: localiseIssues(error.issues, actor.language) } : {}),
      };
    }
  }

  private async validate<T extends object>(type: new () => T, payload: unknown): Promise<T> {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new DomainError('VALIDATION_FAILED');
    // The HTTP routes' text guard, for what arrives over the socket.
    const unsafe = unsafeTextPath(payload, '');
    if (unsafe !== undefined) throw unsafeTextError(unsafe);
    return (await this.pipe.transform(payload, { type: 'body', metatype: type })) as T;
  }
}
