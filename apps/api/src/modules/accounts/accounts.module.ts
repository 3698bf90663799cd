import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

@Module({ imports: [AuthModule], controllers: [AccountsController], providers: [AccountsService] })
export class AccountsModule {}
