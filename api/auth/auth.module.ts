import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CallerGuard } from './caller.js';
import { SessionEntity } from './session.entity.js';
import { SessionService } from './session.service.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  controllers: [AuthController],
  providers: [AuthService, CallerGuard, SessionService],
  exports: [AuthService, CallerGuard],
})
export class AuthModule {}
