import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LiveShootEntity } from './live-shoot.entity.js';
import { LiveShootsController } from './live-shoots.controller.js';
import { LiveShootsGateway } from './live-shoots.gateway.js';
import { LiveShootsService } from './live-shoots.service.js';
import { ParticipantEntity } from './participant.entity.js';
import { ShootEvents } from './shoot-events.js';

@Module({
  imports: [TypeOrmModule.forFeature([LiveShootEntity, ParticipantEntity])],
  controllers: [LiveShootsController],
  providers: [LiveShootsService, ShootEvents, LiveShootsGateway],
  exports: [LiveShootsService, LiveShootsGateway],
})
export class LiveShootsModule {}
