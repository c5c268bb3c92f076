import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type {
  CreateShootAnswer,
  JoinShootAnswer,
  LeaveShootAnswer,
  ShootAnswer,
} from '../../shared/live-shoots/types.js';
import { PARTICIPANT_TOKEN_HEADER } from '../../shared/live-shoots/types.js';
import { ArcherNamePipe, ShootCodePipe } from '../http/params.js';
import { RateLimit } from '../http/rate-limits.js';
import { CreateShootDto, JoinShootDto, ScoreUpdateDto } from './live-shoot.dto.js';
import { LiveShootsService, shootNotFound } from './live-shoots.service.js';
import { ParticipantToken } from './participant-token.js';

const tokenHeader = ApiHeader({
  name: PARTICIPANT_TOKEN_HEADER,
  description: 'The participantToken returned by join',
  required: true,
});

/** docs/product.md section 7, live shoot service. */
@ApiTags('live shoots')
@Controller('shoots')
export class LiveShootsController {
  constructor(private readonly shoots: LiveShootsService) {}

  @Post()
  @RateLimit('create')
  @ApiOperation({ summary: 'Start a live shoot; answers with its join code' })
  async create(@Body() body: CreateShootDto): Promise<CreateShootAnswer> {
    const shoot = await this.shoots.create(body);
    return { success: true, shoot, code: shoot.code };
  }

  @Get(':code')
  @RateLimit('lookup')
  @ApiOperation({ summary: 'Read a shoot (viewers need no token)' })
  @ApiResponse({ status: 404, description: '{ success: false, shoot: null, error }' })
  async read(@Param('code', ShootCodePipe) code: string): Promise<ShootAnswer> {
    const shoot = await this.shoots.find(code);
    if (!shoot) throw shootNotFound();
    return { success: true, shoot };
  }

  @Post(':code/join')
  @HttpCode(200)
  @RateLimit('join')
  @ApiOperation({
    summary: 'Join a shoot; answers with the participantToken that score, finish and leave must send',
    description: "Joining again under the same name needs that name's token (409 otherwise).",
  })
  @ApiHeader({
    name: PARTICIPANT_TOKEN_HEADER,
    required: false,
    description: 'Only to rejoin under your own name',
  })
  async join(
    @Param('code', ShootCodePipe) code: string,
    @Body() body: JoinShootDto,
    @ParticipantToken() token: string | undefined,
  ): Promise<JoinShootAnswer> {
    const joined = await this.shoots.join(code, body, token);
    return { success: true, ...joined };
  }

  @Put(':code/score')
  @RateLimit('score')
  @ApiSecurity('participant-token')
  @tokenHeader
  @ApiOperation({ summary: 'Update your score (not after finishing)' })
  async score(
    @Param('code', ShootCodePipe) code: string,
    @Body() body: ScoreUpdateDto,
    @ParticipantToken() token: string | undefined,
  ): Promise<ShootAnswer> {
    return { success: true, shoot: await this.shoots.recordScore(code, body, token, false) };
  }

  @Put(':code/finish')
  @RateLimit('score')
  @ApiSecurity('participant-token')
  @tokenHeader
  @ApiOperation({ summary: 'Finish: records the final score and locks it' })
  async finish(
    @Param('code', ShootCodePipe) code: string,
    @Body() body: ScoreUpdateDto,
    @ParticipantToken() token: string | undefined,
  ): Promise<ShootAnswer> {
    return { success: true, shoot: await this.shoots.recordScore(code, body, token, true) };
  }

  @Delete(':code/archer/:archerName')
  @RateLimit('score')
  @ApiSecurity('participant-token')
  @tokenHeader
  @ApiOperation({ summary: 'Leave the shoot' })
  async leave(
    @Param('code', ShootCodePipe) code: string,
    @Param('archerName', ArcherNamePipe) archerName: string,
    @ParticipantToken() token: string | undefined,
  ): Promise<LeaveShootAnswer> {
    await this.shoots.leave(code, archerName, token);
    return { success: true };
  }
}
