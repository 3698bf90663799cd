/**
 * Public entry of the chat module: Chats between the parties of a job.
 * Other modules import only what is exported here (lint rule in eslint.config.mjs).
 */
export { ChatModule } from './chat.module';
