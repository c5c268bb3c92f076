import { Global, Module } from '@nestjs/common';
import { AdminGuard } from './admin.guard.js';
import { AuthService } from './auth.service.js';

@Global()
@Module({ providers: [AuthService, AdminGuard], exports: [AuthService, AdminGuard] })
export class AuthModule {}
