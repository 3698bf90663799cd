import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CHANGE_ORDER_PATHS } from '@fachwerk/shared/contracts';
import { CurrentUser, Roles, withMessage, type AuthenticatedUser } from '@fachwerk/server/core';
import { ApiEnvelope } from '../../common/swagger';
import { IdParam } from '../../common/id-param';
import { ChangeOrdersService } from './change-orders.service';
import { ChangeOrderDto, ChangeOrderListDto, DeclineChangeOrderDto, ProposeChangeOrderDto } from './dto/change-orders.dto';

@ApiTags('change-orders')
@ApiBearerAuth()
@Controller()
export class ChangeOrdersController {
  constructor(private readonly changeOrders: ChangeOrdersService) {}

  @Get(CHANGE_ORDER_PATHS.list(':id'))
  @ApiOperation({
    summary:
      'The change orders (Nachträge) of a fixed-price award, newest first, with the agreed price, the accepted sum and the billable value (its client, its supplier, admins; others 404)',
  })
  @ApiEnvelope(ChangeOrderListDto)
  list(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return this.changeOrders.list(user, id);
  }

  @Roles('supplier')
  @Post(CHANGE_ORDER_PATHS.list(':id'))
  @ApiOperation({ summary: 'The supplier of a running fixed-price award proposes a change order (net amount, reason); the client is notified' })
  @ApiEnvelope(ChangeOrderDto)
  async propose(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Body() body: ProposeChangeOrderDto) {
    return withMessage('server.changeOrders.proposed', await this.changeOrders.propose(user, id, body));
  }

  @Roles('client')
  @Post(CHANGE_ORDER_PATHS.accept(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'The client accepts a proposed change order: it raises what the award may bill; the supplier is notified' })
  @ApiEnvelope(ChangeOrderDto)
  async accept(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.changeOrders.accepted', await this.changeOrders.decide(user, id, 'accepted'));
  }

  @Roles('client')
  @Post(CHANGE_ORDER_PATHS.decline(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'The client declines a proposed change order (optional note); the supplier is notified' })
  @ApiEnvelope(ChangeOrderDto)
  async decline(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Body() body: DeclineChangeOrderDto) {
    return withMessage('server.changeOrders.declined', await this.changeOrders.decide(user, id, 'declined', body));
  }

  @Roles('supplier')
  @Post(CHANGE_ORDER_PATHS.withdraw(':id'))
  @HttpCode(200)
  @ApiOperation({ summary: 'The supplier withdraws its proposed change order; the client is notified' })
  @ApiEnvelope(ChangeOrderDto)
  async withdraw(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string) {
    return withMessage('server.changeOrders.withdrawn', await this.changeOrders.decide(user, id, 'withdrawn'));
  }
}
