import { Module } from '@nestjs/common';
import { AuditLogRepository, ChatRepository } from '@fachwerk/server/db';
import { FileReferencesModule } from '../../common/file-references';
import { RealtimeModule } from '../../realtime';
import { NotificationsModule } from '../notifications';
import { ChatController } from './chat.controller';
import { ChatService } from './chat.service';
import { ChatSocket } from './chat.socket';

/**
 * The chat between a job's client and a supplier who applied (REST under /chats, socket events
 * `chat:*`, the `chat` room kind). Awards approve a conversation through ChatRepository.ensure.
 */
@Module({
  imports: [NotificationsModule, FileReferencesModule, RealtimeModule],
  controllers: [ChatController],
  providers: [ChatService, ChatSocket, ChatRepository, AuditLogRepository],
})
export class ChatModule {}
