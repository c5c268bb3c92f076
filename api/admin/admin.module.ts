import { Module } from '@nestjs/common';
import { BackupsModule } from '../backups/backups.module.js';
import { AdminController } from './admin.controller.js';

@Module({ imports: [BackupsModule], controllers: [AdminController] })
export class AdminModule {}
