import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CHAT_PATHS } from '@fachwerk/shared/contracts/chat';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { ChatService } from './chat.service';
import {
  BlockChatDto,
  ChatListQueryDto,
  ChatMessageDto,
  ChatMessagePageDto,
  ChatMessagesQueryDto,
  ChatSummaryDto,
  ChatUnreadCountDto,
  ReadChatDto,
  SendMessageDto,
  StartChatDto,
} from './dto/chat.dto';
import { IdParam } from '../../common/id-param';

/** A reply whose status depends on the outcome (201 created, 200 found again). */
interface StatusReply {
  status(code: number): unknown;
}

@ApiTags('chat')
@ApiBearerAuth()
@Controller()
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Get(CHAT_PATHS.list)
  @ApiOperation({
    summary:
      'Conversations: parties their own (last message, unread count, job); admins all, filtered by status, blocked, search, jobId',
  })
  @ApiEnvelope(ChatSummaryDto, { paginated: true })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ChatListQueryDto) {
    return this.chat.list(user, query);
  }

  @Get(CHAT_PATHS.unread)
  @ApiOperation({ summary: 'Unread messages of the caller in all conversations (menu badge)' })
  @ApiEnvelope(ChatUnreadCountDto)
  unread(@CurrentUser() user: AuthenticatedUser) {
    return this.chat.unreadCount(user);
  }

  @Roles('client', 'supplier')
  @Post(CHAT_PATHS.list)
  @ApiOperation({
    summary:
      'Supplier: ask to chat about a job he applied to (requested; the client is notified). Client: start one with a supplier who applied (approved). The same one again: 200',
  })
  @ApiEnvelope(ChatSummaryDto)
  async start(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: StartChatDto,
    @Res({ passthrough: true }) reply: StatusReply,
  ) {
    const { chat, created } = await this.chat.start(user, body);
    reply.status(created ? 201 : 200);
    return withMessage(user.userType === 'client' ? 'server.chat.started' : 'server.chat.requested', chat);
  }

  @Get(CHAT_PATHS.one(':id'))
  @ApiOperation({ summary: 'One conversation (its parties, admins; others 404)' })
  @ApiEnvelope(ChatSummaryDto)
  one(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.chat.one(user, id);
  }

  @Get(CHAT_PATHS.messages(':id'))
  @ApiOperation({
    summary: 'Messages: the newest page, a page `before` a message id (paging back) or all `after` one (catching up)',
  })
  @ApiEnvelope(ChatMessagePageDto)
  messages(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Query() query: ChatMessagesQueryDto) {
    return this.chat.messages(user, id, query);
  }

  @Roles('client', 'supplier')
  @Post(CHAT_PATHS.messages(':id'))
  @ApiOperation({
    summary:
      'Send a message (REST twin of the socket’s chat:send): stored once per clientMessageId (a retry answers 200 with the stored one); blocked: 403 CHAT_BLOCKED',
  })
  @ApiEnvelope(ChatMessageDto)
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: SendMessageDto,
    @Res({ passthrough: true }) reply: StatusReply,
  ) {
    const { message, created } = await this.chat.send(user, id, body);
    reply.status(created ? 201 : 200);
    return withMessage('server.chat.sent', message);
  }

  @Roles('client', 'supplier')
  @Post(CHAT_PATHS.read(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Read up to a message (read receipt to the other party, unread counts to the caller)' })
  @ApiEnvelope(ReadChatDto)
  async read(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: ReadChatDto,
  ) {
    return withMessage('server.chat.read', await this.chat.read(user, id, body.messageId));
  }

  @Roles('client')
  @Post(CHAT_PATHS.approve(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a supplier’s chat request (requested → approved; the supplier is notified)' })
  @ApiEnvelope(ChatSummaryDto)
  async approve(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.chat.approved', await this.chat.approve(user, id));
  }

  @Post(CHAT_PATHS.block(':id'))
  @HttpCode(200)
  @ApiOperation({
    summary: 'Block the conversation: a party the other side, an admin any one with a reason (audited); nobody can send then',
  })
  @ApiEnvelope(ChatSummaryDto)
  async block(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: BlockChatDto,
  ) {
    return withMessage('server.chat.blocked', await this.chat.block(user, id, body ?? {}));
  }

  @Post(CHAT_PATHS.unblock(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'Lift a block: the party who blocked, or an admin with a reason (audited)' })
  @ApiEnvelope(ChatSummaryDto)
  async unblock(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body() body: BlockChatDto,
  ) {
    return withMessage('server.chat.unblocked', await this.chat.unblock(user, id, body ?? {}));
  }
}
