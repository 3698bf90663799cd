import { Module } from '@nestjs/common';
import { NotificationsRepository } from '@fachwerk/server/db';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

@Module({ controllers: [NotificationsController], providers: [NotificationsService, NotificationsRepository] })
export class NotificationsModule {}
