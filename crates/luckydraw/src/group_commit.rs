//! Ticket purchases with tokens by group commit: many buyers, one transaction, one commit.
//!
//! A purchase joins its ticket product's queue in this process ([`buy`]). The first arrival starts
//! the product's driver task; while a group's transaction runs, later buyers wait in the queue, and
//! once it has committed the driver takes everyone waiting (up to [`MAX_GROUP`]) as the next group.
//! Nobody waits for a group to fill: a buyer alone is a group of one, at once.
//!
//! A group is one write transaction (`Db::write_queued`). It reads the ticket product, locks its
//! current batch's row once and reads which numbers are taken; then each buyer, in arrival order,
//! is checked against the running state: the numbers left in the batch first, then their own
//! balance through the ledger's conditional debit. So each buyer gets exactly the answer a
//! one-at-a-time run in that order gives. A refusal writes nothing, because the debit's condition
//! fails before any row is written: the buyers debited then get their purchases and tickets in one
//! `INSERT` each, and the batch's `sold` is written once (and at each sell-out). A buyer who sells
//! a batch out closes it and opens the next, as a single purchase does, and the buyers after them
//! buy from the next batch.
//!
//! When the transaction fails as a whole, `Db::write_queued` runs it again (a deadlock on
//! PostgreSQL between two groups' balance updates, a busy SQLite). Should it still fail, the group
//! runs once more one buyer at a time, each inside their own SAVEPOINT (sea-orm's nested
//! transaction), so that a database error fails only the buyer whose rows it hit; whatever fails
//! even then is the answer of every buyer of the group.
//!
//! The group runs in its own task, not in a buyer's request, so a buyer who goes away (a closed
//! connection, a GraphQL timeout) cannot cancel the others' purchases; one who went away before
//! their group started buys nothing. Gateways on one PostgreSQL each group their own buyers, and
//! their groups queue on the batch row's lock as single purchases do.

use std::{
    collections::HashMap,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, Mutex, MutexGuard,
    },
};

use accounts::ledger::{self, Currency, Entry};
use chrono::Utc;
use kernel::{
    idempotency::{self, KeyedRequest},
    AppContext, AppError, AppResult,
};
use sea_orm::{
    sea_query::{Expr, Query},
    ColumnTrait, ConnectionTrait, DatabaseTransaction, EntityTrait, QueryFilter, QueryTrait, Set, TransactionTrait,
};
use tokio::{
    runtime::{Handle, RuntimeFlavor},
    sync::oneshot,
};

use crate::{
    entity::{ticket, ticket_batch, ticket_product, ticket_purchase},
    model::{DrawStatus, PurchaseStatus, TicketStatus},
    purchases::{self, not_enough_tickets, Reserved},
};

/// Most buyers in one group: a bound on one transaction's length (and on what a failed group
/// answers with an error), far above what waits while one group commits.
pub const MAX_GROUP: usize = 256;

/// One buyer waiting for their group.
struct Order {
    user_id: i64,
    count: i64,
    /// The buyer's `Idempotency-Key`, marked applied in the group's transaction with the purchase.
    key: Option<Arc<KeyedRequest>>,
    reply: oneshot::Sender<AppResult<Reserved>>,
}

#[derive(Default)]
struct Queue {
    waiting: Vec<Order>,
    /// A driver task is taking groups off this queue.
    driven: bool,
}

/// This process's purchase queues, one per ticket product, and what their groups did
/// (`AppContext::local`).
#[derive(Default)]
pub struct PurchaseGroups {
    queues: Mutex<HashMap<i64, Queue>>,
    groups: AtomicU64,
    buyers: AtomicU64,
    largest: AtomicU64,
    /// The buyers in the order their groups applied them, while a test records it ([`record`]).
    journal: Mutex<Option<Vec<Applied>>>,
}

/// What the groups of this process have committed so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GroupStats {
    /// Group transactions committed.
    pub groups: u64,
    /// Buyers those groups answered (bought or refused).
    pub buyers: u64,
    /// The most buyers one group carried.
    pub largest: u64,
}

/// One buyer as their group applied them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub user_id: i64,
    pub count: i64,
    /// The purchase made, or `None` when the buyer was refused.
    pub purchase_id: Option<i64>,
}

/// How many groups committed on this app, and how many buyers they carried.
pub fn stats(ctx: &AppContext) -> GroupStats {
    let groups = ctx.local::<PurchaseGroups>();
    GroupStats {
        groups: groups.groups.load(Ordering::Relaxed),
        buyers: groups.buyers.load(Ordering::Relaxed),
        largest: groups.largest.load(Ordering::Relaxed),
    }
}

/// Starts recording (afresh) the order in which committed groups applied their buyers, so a test
/// can replay it against a model; [`recorded`] hands it out. Off unless asked: nothing is kept.
pub fn record(ctx: &AppContext) {
    *lock(&ctx.local::<PurchaseGroups>().journal) = Some(Vec::new());
}

/// The buyers applied since [`record`], in order (empty when not recording).
pub fn recorded(ctx: &AppContext) -> Vec<Applied> {
    lock(&ctx.local::<PurchaseGroups>().journal).clone().unwrap_or_default()
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // The queues stay consistent at every step, so a panic elsewhere leaves them usable.
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Buys `count` tickets of the ticket product's current batch for the user, in the product's next
/// group; answers this buyer's purchase or refusal.
pub(crate) async fn buy(ctx: &AppContext, ticket_product_id: i64, user_id: i64, count: i64) -> AppResult<Reserved> {
    let groups = ctx.local::<PurchaseGroups>();
    let (reply, answer) = oneshot::channel();
    let start = {
        let mut queues = lock(&groups.queues);
        let queue = queues.entry(ticket_product_id).or_default();
        queue.waiting.push(Order { user_id, count, key: idempotency::current(), reply });
        !std::mem::replace(&mut queue.driven, true)
    };
    if start {
        tokio::spawn(drive(ctx.clone(), groups, ticket_product_id));
    }
    answer.await.unwrap_or_else(|_| Err(AppError::internal(anyhow::anyhow!("the purchase group ended unanswered"))))
}

/// Takes groups off the product's queue until it is empty.
async fn drive(ctx: AppContext, groups: Arc<PurchaseGroups>, ticket_product_id: i64) {
    let _driver = Driver { groups: &groups, ticket_product_id };
    while let Some(group) = groups.next_group(ticket_product_id) {
        commit_group(&ctx, &groups, ticket_product_id, group).await;
    }
}

/// Should a group panic, the queue goes with the driver: its buyers' answers are dropped (they get
/// an error) and the next arrival starts a new driver.
struct Driver<'a> {
    groups: &'a PurchaseGroups,
    ticket_product_id: i64,
}

impl Drop for Driver<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            lock(&self.groups.queues).remove(&self.ticket_product_id);
        }
    }
}

impl PurchaseGroups {
    /// The next group in arrival order, or `None` (and the queue retired) when nobody waits. One
    /// lock both checks and retires, so an arrival either joins this driver's queue or starts a new one.
    fn next_group(&self, ticket_product_id: i64) -> Option<Vec<Order>> {
        let mut queues = lock(&self.queues);
        let queue = queues.get_mut(&ticket_product_id)?;
        if queue.waiting.is_empty() {
            queues.remove(&ticket_product_id);
            return None;
        }
        let size = queue.waiting.len().min(MAX_GROUP);
        Some(queue.waiting.drain(..size).collect())
    }

    fn committed(&self, group: &[Order], answers: &[AppResult<Reserved>], took: std::time::Duration) {
        let size = group.len() as u64;
        self.groups.fetch_add(1, Ordering::Relaxed);
        self.buyers.fetch_add(size, Ordering::Relaxed);
        self.largest.fetch_max(size, Ordering::Relaxed);
        metrics::histogram!("ticket_purchase_group_size").record(size as f64);
        metrics::histogram!("ticket_purchase_group_seconds").record(took.as_secs_f64());
        if let Some(journal) = lock(&self.journal).as_mut() {
            journal.extend(group.iter().zip(answers).map(|(order, answer)| Applied {
                user_id: order.user_id,
                count: order.count,
                purchase_id: answer.as_ref().ok().map(|r| r.purchase_id),
            }));
        }
    }
}

/// Applies one group in one transaction and answers each of its buyers.
async fn commit_group(ctx: &AppContext, groups: &PurchaseGroups, ticket_product_id: i64, group: Vec<Order>) {
    // Buyers who stopped waiting buy nothing.
    let group: Vec<Order> = group.into_iter().filter(|order| !order.reply.is_closed()).collect();
    if group.is_empty() {
        return;
    }
    let wanted: Vec<(i64, i64)> = group.iter().map(|order| (order.user_id, order.count)).collect();
    let keys: Vec<Option<Arc<KeyedRequest>>> = group.iter().map(|order| order.key.clone()).collect();
    let started = std::time::Instant::now();
    let result = match purchases::draw_delay(ctx).await {
        Ok(delay) => {
            let mut result = write_group(ctx, ticket_product_id, &wanted, &keys, delay, Mode::Together).await;
            if result.is_err() && wanted.len() > 1 {
                // Whose rows failed is not known: once more one by one, so that only theirs fail.
                result = write_group(ctx, ticket_product_id, &wanted, &keys, delay, Mode::OneByOne).await;
            }
            result
        }
        Err(err) => Err(err),
    };
    match result {
        Ok(answers) => {
            groups.committed(&group, &answers, started.elapsed());
            for (order, answer) in group.into_iter().zip(answers) {
                let _ = order.reply.send(answer);
            }
        }
        Err(err) => {
            for order in group {
                let _ = order.reply.send(Err(err.copied()));
            }
        }
    }
}

/// How a group writes its buyers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Each buyer's conditional debit in turn, then every purchase of the group in one `INSERT` and
    /// every ticket in another: the fewest statements. A refusal writes nothing (the remaining
    /// tickets are checked first, and a short balance fails the debit's condition before any row is
    /// written), so no savepoint is needed; a database error fails the whole group.
    Together,
    /// Each buyer whole (debit, purchase, tickets) inside their own SAVEPOINT, so that a database
    /// error fails that buyer alone: how a group that failed together runs again.
    OneByOne,
}

/// One run of the group's transaction (retried by `write_queued` when the database asks).
async fn write_group(
    ctx: &AppContext,
    ticket_product_id: i64,
    wanted: &[(i64, i64)],
    keys: &[Option<Arc<KeyedRequest>>],
    delay: chrono::Duration,
    mode: Mode,
) -> AppResult<Vec<AppResult<Reserved>>> {
    let work = ctx.db.write_queued(|tx| {
        let (wanted, keys) = (wanted.to_vec(), keys.to_vec());
        Box::pin(async move {
            let answers = apply(tx, ticket_product_id, &wanted, delay, mode).await?;
            // Each buyer's key records their purchase in the commit that makes it.
            for (answer, key) in answers.iter().zip(&keys) {
                if let (Ok(_), Some(key)) = (answer, key) {
                    idempotency::mark_applied_for(tx, key).await?;
                }
            }
            Ok(answers)
        })
    });
    // A group's statements run one after another, each waiting for the answer to the one before.
    // As a task among the requests, the group would wait its turn in the runtime's queue after
    // every statement; polled on a thread of its own, it goes on as soon as each answer is in.
    // (A test's single-threaded runtime cannot lend a thread: there it is an ordinary await.)
    match Handle::current().runtime_flavor() {
        RuntimeFlavor::MultiThread => tokio::task::block_in_place(|| Handle::current().block_on(work)),
        _ => work.await,
    }
}

/// The group's purchases, in the group's transaction: each buyer's answer, or the error that fails
/// the whole group (rolled back, and retried when the database asks for it).
async fn apply(
    tx: &DatabaseTransaction,
    ticket_product_id: i64,
    wanted: &[(i64, i64)],
    delay: chrono::Duration,
    mode: Mode,
) -> AppResult<Vec<AppResult<Reserved>>> {
    let Some((mut tp, mut open)) = lock_current_batch(tx, ticket_product_id).await? else {
        return Ok(wanted.iter().map(|_| Err(purchases::unavailable())).collect());
    };
    if crate::ends::has_ended(&tp) {
        // Its end has come: nothing more is sold, even before the runner has ended the batch.
        return Ok(wanted.iter().map(|_| Err(crate::ends::ended())).collect());
    }
    let mut answers = Vec::with_capacity(wanted.len());
    for &(user_id, count) in wanted {
        let Some(batch) = open.as_mut() else {
            answers.push(Err(not_enough_tickets()));
            continue;
        };
        let answer = match mode {
            Mode::Together => batch.debit(tx, &tp, user_id, count).await?,
            Mode::OneByOne => batch.sell(tx, &tp, user_id, count).await?,
        };
        if answer.is_ok() && batch.model.sold == batch.model.ticket {
            // Sold out: the batch closes and the next opens, as after a single purchase.
            batch.write_sold(tx).await?;
            let closed = purchases::close_if_complete(tx, &tp, &batch.model, delay).await?;
            if let Some((next_tp, next)) = closed {
                tp = next_tp;
                open = Some(OpenBatch { free: (1..=next.ticket).collect(), written: next.sold, model: next });
            }
        }
        answers.push(answer);
    }
    if mode == Mode::Together {
        insert_purchases(tx, wanted, &mut answers).await?;
    }
    if let Some(batch) = open.as_mut() {
        batch.write_sold(tx).await?;
    }
    // The product's card; a batch that closed dropped every ticket answer already.
    crate::reads::ticket_product_changed(tx, ticket_product_id).await?;
    Ok(answers)
}

/// Writes the purchases debited together (those answered `Ok` without a purchase yet) and their
/// tickets, a statement for all of each; sets each answer's purchase id.
async fn insert_purchases(
    tx: &DatabaseTransaction,
    wanted: &[(i64, i64)],
    answers: &mut [AppResult<Reserved>],
) -> AppResult<()> {
    let now = Utc::now();
    let mut bought: Vec<(i64, &mut Reserved)> = wanted
        .iter()
        .zip(answers.iter_mut())
        .filter_map(|(&(user_id, _), answer)| Some((user_id, answer.as_mut().ok()?)))
        .collect();
    if bought.is_empty() {
        return Ok(());
    }
    let rows: Vec<ticket_purchase::ActiveModel> = bought
        .iter()
        .map(|(user_id, r)| ticket_purchase::ActiveModel {
            user_id: Set(*user_id),
            batch_id: Set(r.batch_id),
            ticket_count: Set(r.numbers.len() as i64),
            token_use: Set(r.token_use),
            created_at: Set(now),
            status: Set(PurchaseStatus::Paid),
            amount_mmk: Set(0),
            ..Default::default()
        })
        .collect();
    let mut tickets = Vec::new();
    // Chunks keep each statement under the databases' bound-parameter limits.
    for (chunk, owners) in rows.chunks(500).zip(bought.chunks_mut(500).map(|c| c.iter_mut())) {
        // `RETURNING` built here: sea-orm's own insert-returning is off for SQLite (both have it).
        let mut insert = ticket_purchase::Entity::insert_many(chunk.to_vec()).into_query();
        insert.returning(Query::returning().columns([
            ticket_purchase::Column::Id,
            ticket_purchase::Column::UserId,
            ticket_purchase::Column::BatchId,
            ticket_purchase::Column::TicketCount,
        ]));
        let mut inserted: Vec<(i64, i64, i64, i64)> = Vec::with_capacity(chunk.len());
        for row in tx.query_all(tx.get_database_backend().build(&insert)).await? {
            inserted.push((
                row.try_get("", "id")?,
                row.try_get("", "user_id")?,
                row.try_get("", "batch_id")?,
                row.try_get("", "ticket_count")?,
            ));
        }
        // One statement numbers its rows in the order of its values.
        inserted.sort_unstable();
        if inserted.len() != chunk.len() {
            return Err(AppError::internal(anyhow::anyhow!("a purchase of the group was not inserted")));
        }
        for ((id, user, batch_id, count), (user_id, reserved)) in inserted.into_iter().zip(owners) {
            if (user, batch_id, count) != (*user_id, reserved.batch_id, reserved.numbers.len() as i64) {
                return Err(AppError::internal(anyhow::anyhow!("the group's purchases came back in another order")));
            }
            reserved.purchase_id = id;
            tickets.extend(reserved.numbers.iter().map(|&number| ticket::ActiveModel {
                batch_id: Set(batch_id),
                number: Set(number),
                user_id: Set(user),
                purchase_id: Set(id),
                created_at: Set(now),
                status: Set(TicketStatus::Sold),
                ..Default::default()
            }));
        }
    }
    for chunk in tickets.chunks(1_000) {
        ticket::Entity::insert_many(chunk.to_vec()).exec_without_returning(tx).await?;
    }
    Ok(())
}

/// The ticket product (`None` when it is gone or hidden) and its current batch, its row locked, or
/// no batch when none is open.
async fn lock_current_batch(
    tx: &DatabaseTransaction,
    ticket_product_id: i64,
) -> AppResult<Option<(ticket_product::Model, Option<OpenBatch>)>> {
    // With several gateways on PostgreSQL, another may close the batch between this read and the
    // lock; the product then points at the next batch, so read again (a few times: then, like a
    // purchase alone that finds its batch closed, the group is refused the tickets).
    let mut last = None;
    for _ in 0..3 {
        let tp = ticket_product::Entity::find_by_id(ticket_product_id).one(tx).await?;
        let Some(tp) = tp.filter(|t| !t.hidden) else { return Ok(None) };
        let batch = ticket_batch::Entity::find()
            .filter(ticket_batch::Column::TicketProductId.eq(tp.id))
            .filter(ticket_batch::Column::Batch.eq(tp.current_batch))
            .one(tx)
            .await?;
        let Some(batch) = batch.filter(|b| b.status == DrawStatus::Open) else { return Ok(Some((tp, None))) };
        // The first write takes the row's lock: other groups and transfers of this batch wait
        // until this transaction ends.
        let locked = ticket_batch::Entity::update_many()
            .col_expr(ticket_batch::Column::Sold, Expr::col(ticket_batch::Column::Sold).into())
            .filter(ticket_batch::Column::Id.eq(batch.id))
            .filter(ticket_batch::Column::Status.eq(DrawStatus::Open))
            .exec(tx)
            .await?;
        // Read again under the lock: what the writers before this group left.
        let model = match locked.rows_affected {
            1 => ticket_batch::Entity::find_by_id(batch.id).one(tx).await?,
            _ => None,
        };
        let Some(model) = model else {
            last = Some(tp);
            continue;
        };
        let free = purchases::free_numbers(tx, model.id, model.ticket).await?;
        return Ok(Some((tp, Some(OpenBatch { free, written: model.sold, model }))));
    }
    Ok(last.map(|tp| (tp, None)))
}

/// The batch a group sells from, as the group has left it so far.
struct OpenBatch {
    /// The batch, `sold` counting this group's buyers.
    model: ticket_batch::Model,
    /// `sold` as the database has it.
    written: i64,
    /// Numbers nobody holds.
    free: Vec<i64>,
}

impl OpenBatch {
    /// The tokens `count` tickets cost, or the refusal when they do not fit what is left: the
    /// checks of a purchase alone, in its order, before anything is written.
    fn tokens_for(&self, tp: &ticket_product::Model, count: i64) -> AppResult<i64> {
        if count > self.model.ticket - self.model.sold || count > self.free.len() as i64 {
            return Err(not_enough_tickets());
        }
        tp.cost_token_point.checked_mul(count).ok_or_else(not_enough_tickets)
    }

    /// One buyer's debit and numbers, their purchase left for [`insert_purchases`]: `Ok` with their
    /// answer (a refusal wrote nothing), or `Err` when the whole group must fail.
    async fn debit(
        &mut self,
        tx: &DatabaseTransaction,
        tp: &ticket_product::Model,
        user_id: i64,
        count: i64,
    ) -> AppResult<AppResult<Reserved>> {
        let tokens = match self.tokens_for(tp, count) {
            Ok(tokens) => tokens,
            Err(refused) => return Ok(Err(refused)),
        };
        match ledger::debit(tx, user_id, Currency::Token, tokens, self.ledger_entry()).await {
            Ok(_) => {}
            Err(err @ (AppError::Database(_) | AppError::Internal(_))) => return Err(err),
            // Not enough tokens: the debit's condition updated no row.
            Err(refused) => return Ok(Err(refused)),
        }
        self.model.sold += count;
        Ok(Ok(Reserved {
            purchase_id: 0,
            numbers: purchases::take_random(&mut self.free, count as usize),
            batch: self.model.batch,
            batch_id: self.model.id,
            product_id: tp.product_id,
            token_use: tokens,
            amount_mmk: 0,
        }))
    }

    /// The buyer's ledger row's reason and reference.
    fn ledger_entry(&self) -> Entry<'static> {
        Entry { reason: "ticket_purchase", reference_type: Some("ticket_batch"), reference_id: Some(self.model.id) }
    }

    /// One buyer's purchase, under a savepoint: `Ok` with their answer (a refusal changed nothing),
    /// or `Err` when the whole group must fail.
    async fn sell(
        &mut self,
        tx: &DatabaseTransaction,
        tp: &ticket_product::Model,
        user_id: i64,
        count: i64,
    ) -> AppResult<AppResult<Reserved>> {
        let tokens = match self.tokens_for(tp, count) {
            Ok(tokens) => tokens,
            Err(refused) => return Ok(Err(refused)),
        };
        let numbers = purchases::take_random(&mut self.free, count as usize);
        let savepoint = tx.begin().await?;
        match self.write_purchase(&savepoint, user_id, count, tokens, &numbers).await {
            Ok(purchase_id) => {
                savepoint.commit().await?;
                self.model.sold += count;
                Ok(Ok(Reserved {
                    purchase_id,
                    numbers,
                    batch: self.model.batch,
                    batch_id: self.model.id,
                    product_id: tp.product_id,
                    token_use: tokens,
                    amount_mmk: 0,
                }))
            }
            Err(err) => {
                savepoint.rollback().await?;
                self.free.extend(numbers);
                if err.is_retryable() {
                    return Err(err);
                }
                Ok(Err(err))
            }
        }
    }

    /// The buyer's debit (refused when their balance is short: the ledger's update is conditional),
    /// their purchase and their numbers; answers the purchase's id.
    async fn write_purchase(
        &self,
        tx: &DatabaseTransaction,
        user_id: i64,
        count: i64,
        tokens: i64,
        numbers: &[i64],
    ) -> AppResult<i64> {
        ledger::debit(tx, user_id, Currency::Token, tokens, self.ledger_entry()).await?;
        let purchase = ticket_purchase::ActiveModel {
            user_id: Set(user_id),
            batch_id: Set(self.model.id),
            ticket_count: Set(count),
            token_use: Set(tokens),
            status: Set(PurchaseStatus::Paid),
            amount_mmk: Set(0),
            ..Default::default()
        };
        purchases::insert_purchase(tx, purchase, numbers, TicketStatus::Sold).await
    }

    /// Writes the group's sales of this batch so far to its `sold`.
    async fn write_sold(&mut self, tx: &DatabaseTransaction) -> AppResult<()> {
        let added = self.model.sold - self.written;
        if added != 0 {
            ticket_batch::Entity::update_many()
                .col_expr(ticket_batch::Column::Sold, Expr::col(ticket_batch::Column::Sold).add(added))
                .filter(ticket_batch::Column::Id.eq(self.model.id))
                .exec(tx)
                .await?;
            self.written = self.model.sold;
        }
        Ok(())
    }
}
