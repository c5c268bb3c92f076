import { Global, Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CallerGuard } from './caller.js';

@Global()
@Module({
  controllers: [AuthController],
  providers: [AuthService, CallerGuard],
  exports: [AuthService, CallerGuard],
})
export class AuthModule {}
