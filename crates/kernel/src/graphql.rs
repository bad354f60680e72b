//! What every GraphQL resolver shares: the request's user, language and address, and the one place
//! an [`AppError`] becomes a GraphQL error.
//!
//! Resolvers return `Result<T, AppError>`-style results through `?`: `AppError` converts into an
//! `async_graphql::Error` that keeps the original error as its source, and [`ErrorRendering`]
//! rewrites it at the end of the request: the message in the caller's language and the extensions
//! `code`, `status` and (for validation) `errors`.

use std::sync::Arc;

use async_graphql::{
    extensions::{Extension, ExtensionContext, ExtensionFactory, NextExecute, NextParseQuery, NextSubscribe},
    parser::types::{ExecutableDocument, Selection, SelectionSet},
    Context, ErrorExtensionValues, Response, ServerError, ServerResult, Variables,
};

use futures::{stream::BoxStream, StreamExt};

use crate::{
    auth::{authenticate, CurrentUser},
    rest::ClientIp,
    AppContext, AppError, AppResult, Locale,
};

/// The raw bearer token of the request, checked only when a resolver asks for the user.
#[derive(Clone, Default)]
pub struct BearerToken(pub Option<String>);

/// A websocket's sign-in: when its token expires, the subscriptions it runs end.
#[derive(Clone, Copy, Debug)]
pub struct SessionExpiry(pub chrono::DateTime<chrono::Utc>);

/// Lets `?` turn an [`AppError`] into a GraphQL error without losing it.
pub struct GraphqlAppError(pub AppError);

impl std::fmt::Display for GraphqlAppError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.message(Locale::En))
    }
}

impl From<AppError> for async_graphql::Error {
    fn from(err: AppError) -> Self {
        err.log_if_server_error();
        async_graphql::Error::new_with_source(GraphqlAppError(err))
    }
}

/// The context of a resolver, in the shop's terms.
pub trait ContextExt {
    fn app(&self) -> &AppContext;
    fn locale(&self) -> Locale;
    fn client_ip(&self) -> std::net::IpAddr;
    /// The signed-in user, or `Unauthenticated.`.
    fn current_user(&self) -> impl std::future::Future<Output = AppResult<CurrentUser>> + Send;
}

impl ContextExt for Context<'_> {
    fn app(&self) -> &AppContext {
        self.data_unchecked::<AppContext>()
    }

    fn locale(&self) -> Locale {
        self.data_opt::<Locale>().copied().unwrap_or_default()
    }

    fn client_ip(&self) -> std::net::IpAddr {
        self.data_opt::<ClientIp>().map(|ip| ip.0).unwrap_or(std::net::IpAddr::from([0, 0, 0, 0]))
    }

    async fn current_user(&self) -> AppResult<CurrentUser> {
        // Cached per request so ten fields needing the user cost one database read.
        let cache = self.data_opt::<UserCache>().ok_or(AppError::Unauthenticated)?;
        let token = self.data_opt::<BearerToken>().and_then(|t| t.0.as_deref());
        cache.user(self.app(), token).await.ok_or(AppError::Unauthenticated)
    }
}

/// The bytes of an optional GraphQL upload (multipart request spec); an empty file counts as none.
pub fn read_upload(ctx: &Context<'_>, upload: Option<async_graphql::Upload>) -> AppResult<Option<axum::body::Bytes>> {
    let Some(upload) = upload else { return Ok(None) };
    let value = upload.value(ctx).map_err(|_| AppError::BadRequest(crate::Msg::new("common.malformed_request")))?;
    let mut content = Vec::new();
    std::io::Read::read_to_end(&mut value.into_read(), &mut content).map_err(AppError::internal)?;
    Ok((!content.is_empty()).then(|| axum::body::Bytes::from(content)))
}

/// Per-request memo of the authenticated user. One per operation, never one per websocket: a
/// connection-wide memo would keep the user of the moment it opened (role, blocked) forever.
#[derive(Default, Clone)]
pub struct UserCache(Arc<tokio::sync::OnceCell<Option<CurrentUser>>>);

impl UserCache {
    /// A memo holding `user`, just checked by the caller (a websocket operation's start).
    pub fn signed_in(user: CurrentUser) -> UserCache {
        UserCache(Arc::new(tokio::sync::OnceCell::new_with(Some(Some(user)))))
    }

    /// The request's user, read from `token` the first time only; `None` without a valid sign-in.
    pub async fn user(&self, app: &AppContext, token: Option<&str>) -> Option<CurrentUser> {
        *self
            .0
            .get_or_init(|| async {
                match token {
                    Some(token) => authenticate(app, token).await.ok(),
                    None => None,
                }
            })
            .await
    }
}

/// Renders [`AppError`]s in the caller's language with `code`/`status`/`errors` extensions.
pub struct ErrorRendering;

impl ExtensionFactory for ErrorRendering {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(ErrorRenderingExtension)
    }
}

struct ErrorRenderingExtension;

#[async_trait::async_trait]
impl Extension for ErrorRenderingExtension {
    // `execute`, not `request`: the request's data (its language) is attached only after parsing.
    async fn execute(
        &self,
        ctx: &ExtensionContext<'_>,
        operation_name: Option<&str>,
        next: NextExecute<'_>,
    ) -> Response {
        let locale = ctx.data_opt::<Locale>().copied().unwrap_or_default();
        let mut response = next.run(ctx, operation_name).await;
        for error in &mut response.errors {
            render_error(error, locale);
        }
        response
    }

    // Subscriptions (the websocket) do not pass through `execute`: each streamed answer is
    // rendered here, in the language the connection was opened with.
    fn subscribe<'s>(
        &self,
        ctx: &ExtensionContext<'_>,
        stream: BoxStream<'s, Response>,
        next: NextSubscribe<'_>,
    ) -> BoxStream<'s, Response> {
        let locale = ctx.data_opt::<Locale>().copied().unwrap_or_default();
        Box::pin(next.run(ctx, stream).map(move |mut response| {
            for error in &mut response.errors {
                render_error(error, locale);
            }
            response
        }))
    }
}

/// `err` as a GraphQL error in `locale`, for a refusal made before execution (where
/// [`ErrorRendering`] does not reach).
pub fn server_error(err: AppError, locale: Locale) -> ServerError {
    let mut error = async_graphql::Error::from(err).into_server_error(async_graphql::Pos::default());
    render_error(&mut error, locale);
    error.locations.clear();
    error
}

fn render_error(error: &mut ServerError, locale: Locale) {
    let Some(GraphqlAppError(app_error)) = error.source::<GraphqlAppError>() else { return };
    let message = app_error.message(locale);
    let (code, status) = (app_error.code(), i32::from(app_error.status()));
    let fields = app_error.field_errors(locale);
    let retry_after = app_error.retry_after_seconds();
    let mut extensions = error.extensions.take().unwrap_or_default();
    extensions.set("code", code);
    extensions.set("status", status);
    if let Some(seconds) = retry_after {
        extensions.set("retryAfter", seconds);
    }
    if let Some(fields) = fields {
        if let Ok(value) = async_graphql::Value::from_json(serde_json::Value::Object(fields)) {
            extensions.set("errors", value);
        }
    }
    error.message = message;
    error.extensions = Some(extensions);
}

/// Refuses documents with more aliased fields than allowed: aliases are how many expensive
/// fields (sign-in attempts, searches) get packed into one request.
pub struct AliasLimit(pub usize);

impl ExtensionFactory for AliasLimit {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(AliasLimitExtension(self.0))
    }
}

struct AliasLimitExtension(usize);

#[async_trait::async_trait]
impl Extension for AliasLimitExtension {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        let document = next.run(ctx, query, variables).await?;
        let mut count = 0;
        for (_, operation) in document.operations.iter() {
            count += count_aliases(&operation.node.selection_set.node);
        }
        for fragment in document.fragments.values() {
            count += count_aliases(&fragment.node.selection_set.node);
        }
        if count > self.0 {
            let locale = ctx.data_opt::<Locale>().copied().unwrap_or_default();
            let message = locale.text("common.too_many_aliases", &[("max", self.0.to_string())]);
            let mut error = ServerError::new(message, None);
            let mut extensions = ErrorExtensionValues::default();
            extensions.set("code", "TOO_MANY_ALIASES");
            extensions.set("status", 400);
            error.extensions = Some(extensions);
            return Err(error);
        }
        Ok(document)
    }
}

fn count_aliases(set: &SelectionSet) -> usize {
    set.items
        .iter()
        .map(|item| match &item.node {
            Selection::Field(field) => {
                usize::from(field.node.alias.is_some()) + count_aliases(&field.node.selection_set.node)
            }
            Selection::InlineFragment(fragment) => count_aliases(&fragment.node.selection_set.node),
            Selection::FragmentSpread(_) => 0,
        })
        .sum()
}

/// The edge's rules on text and lists ([`crate::input`]) for every argument and variable of a
/// document, before it runs: a control character in any string, or a list longer than
/// [`crate::input::MAX_LIST_ITEMS`], is a `VALIDATION` error naming the argument (or the variable).
/// Over HTTP and the websocket alike, since both parse through the schema.
pub struct InputRules;

impl ExtensionFactory for InputRules {
    fn create(&self) -> Arc<dyn Extension> {
        Arc::new(InputRulesExtension)
    }
}

struct InputRulesExtension;

#[async_trait::async_trait]
impl Extension for InputRulesExtension {
    async fn parse_query(
        &self,
        ctx: &ExtensionContext<'_>,
        query: &str,
        variables: &Variables,
        next: NextParseQuery<'_>,
    ) -> ServerResult<ExecutableDocument> {
        let document = next.run(ctx, query, variables).await?;
        let locale = ctx.data_opt::<Locale>().copied().unwrap_or_default();
        check_inputs(&document, variables).map_err(|err| {
            let mut error = server_error(err, locale);
            // Named after the operation's first field, as a resolver's refusal of its input is:
            // the document was valid GraphQL, one of its values is what the shop refuses.
            error.path =
                first_field(&document).map(|name| vec![async_graphql::PathSegment::Field(name)]).unwrap_or_default();
            error
        })?;
        Ok(document)
    }
}

/// The response key of the first field of the document's first operation.
fn first_field(document: &ExecutableDocument) -> Option<String> {
    let (_, operation) = document.operations.iter().next()?;
    operation.node.selection_set.node.items.iter().find_map(|item| match &item.node {
        Selection::Field(field) => Some(field.node.response_key().node.to_string()),
        _ => None,
    })
}

fn check_inputs(document: &ExecutableDocument, variables: &Variables) -> AppResult<()> {
    use std::collections::{HashMap, HashSet};

    use async_graphql::{Name, Value};

    fn check_value(field: &str, value: &Value) -> AppResult<()> {
        match value {
            Value::String(text) => crate::input::check_text(field, text),
            Value::List(items) => {
                crate::input::check_list(field, items.len())?;
                items.iter().try_for_each(|item| check_value(field, item))
            }
            Value::Object(fields) => {
                fields.iter().try_for_each(|(key, item)| check_value(&format!("{field}.{key}"), item))
            }
            Value::Null | Value::Number(_) | Value::Boolean(_) | Value::Binary(_) | Value::Enum(_) => Ok(()),
        }
    }

    struct Walk<'a> {
        /// Every variable's value: as sent, or its declared default.
        values: HashMap<&'a str, &'a Value>,
        /// Variables already checked, under the first argument they were given to.
        checked: HashSet<Name>,
    }

    impl Walk<'_> {
        fn selections(&mut self, set: &SelectionSet) -> AppResult<()> {
            for item in &set.items {
                match &item.node {
                    Selection::Field(field) => {
                        for (name, argument) in &field.node.arguments {
                            let mut used = Vec::new();
                            let literal = argument.node.clone().into_const_with(|variable| {
                                used.push(variable);
                                Ok::<_, ()>(Value::Null)
                            });
                            if let Ok(literal) = literal {
                                check_value(&name.node, &literal)?;
                            }
                            // A variable is named after the argument it is given to, as a literal is.
                            for variable in used {
                                if let Some(sent) = self.values.get(variable.as_str()) {
                                    if self.checked.insert(variable) {
                                        check_value(&name.node, sent)?;
                                    }
                                }
                            }
                        }
                        self.selections(&field.node.selection_set.node)?;
                    }
                    Selection::InlineFragment(fragment) => self.selections(&fragment.node.selection_set.node)?,
                    // Each fragment is checked once, where it is defined.
                    Selection::FragmentSpread(_) => {}
                }
            }
            Ok(())
        }
    }

    let mut values: HashMap<&str, &Value> = variables.iter().map(|(name, v)| (name.as_str(), v)).collect();
    for (_, operation) in document.operations.iter() {
        for variable in &operation.node.variable_definitions {
            if let Some(default) = variable.node.default_value() {
                values.entry(variable.node.name.node.as_str()).or_insert(default);
            }
        }
    }
    let mut walk = Walk { values, checked: HashSet::new() };
    for (_, operation) in document.operations.iter() {
        walk.selections(&operation.node.selection_set.node)?;
    }
    for fragment in document.fragments.values() {
        walk.selections(&fragment.node.selection_set.node)?;
    }
    // Variables no argument takes are checked all the same, under their own names.
    for (name, sent) in &walk.values {
        if !walk.checked.contains(*name) {
            check_value(name, sent)?;
        }
    }
    Ok(())
}

/// Why a request was refused before async-graphql saw it ([`check_request`]): its `code`
/// extension, HTTP status, message key and the limit the message names (and, for a costly
/// request, its cost).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestRefusal {
    pub code: &'static str,
    pub status: u16,
    pub key: &'static str,
    pub max: usize,
    pub cost: u64,
}

impl RequestRefusal {
    /// A request whose documents together cost more than `MALL_GRAPHQL_MAX_COST`.
    pub fn too_costly(cost: u64, max: u64) -> RequestRefusal {
        RequestRefusal {
            code: "QUERY_TOO_COSTLY",
            status: 400,
            key: "common.query_too_costly",
            max: usize::try_from(max).unwrap_or(usize::MAX),
            cost,
        }
    }

    /// The refusal's message in `locale`.
    pub fn message(&self, locale: Locale) -> String {
        locale.text(self.key, &[("max", self.max.to_string()), ("cost", self.cost.to_string())])
    }

    /// The refusal as a GraphQL error with `code` and `status` extensions.
    pub fn server_error(&self, locale: Locale) -> ServerError {
        let mut error = ServerError::new(self.message(locale), None);
        let mut extensions = ErrorExtensionValues::default();
        extensions.set("code", self.code);
        extensions.set("status", self.status);
        error.extensions = Some(extensions);
        error
    }
}

/// What every transport checks in a request before async-graphql validates it (`/graphql` and the
/// websocket alike): a document is there, and once parsed (async-graphql reuses the parse) its
/// fragments' expansion is small. A document that does not parse is left to async-graphql, which
/// answers with the parser's position.
pub fn check_request(
    config: &crate::config::Config,
    request: &mut async_graphql::Request,
) -> Result<u64, RequestRefusal> {
    let limits = DocumentLimits {
        max_fragment_spreads: config.graphql_max_fragment_spreads,
        max_expanded_selections: config.graphql_max_expanded_selections,
    };
    if request.query.trim().is_empty() {
        return Err(RequestRefusal {
            code: "BAD_REQUEST",
            status: 400,
            key: "common.malformed_graphql",
            max: 0,
            cost: 0,
        });
    }
    // Cloned, as the parsed document borrows the whole request (at most the 256 KB body).
    let variables = request.variables.clone();
    let Ok(document) = request.parsed_query() else { return Ok(0) };
    check_document(document, limits).map_err(|refusal| {
        let (key, max) = match refusal {
            DocumentRefusal::TooManyFragmentSpreads => ("common.too_many_spreads", limits.max_fragment_spreads),
            DocumentRefusal::TooLarge => ("common.document_too_large", limits.max_expanded_selections),
            DocumentRefusal::FragmentCycle => ("common.fragment_cycle", 0),
        };
        RequestRefusal { code: "QUERY_TOO_LARGE", status: 400, key, max, cost: 0 }
    })?;
    // Sized only once its expansion is known to be small, so the walk is cheap.
    let cost = crate::graphql_cost::document_cost(document, &variables);
    if cost > config.graphql_max_cost {
        return Err(RequestRefusal::too_costly(cost, config.graphql_max_cost));
    }
    Ok(cost)
}

/// Bounds on a parsed document, checked before async-graphql validates it.
///
/// async-graphql's own checks (recursion depth, complexity, overlapping fields) walk the document
/// with every fragment spread expanded in place. A few hundred bytes of fragments that each spread
/// the previous one twice expand to 2^30 selections, and that walk then holds a runtime thread for
/// half an hour. Here every fragment is sized once (memoised), so the walk is linear in the text,
/// and a document whose expansion would be large is refused before anything expands it.
#[derive(Debug, Clone, Copy)]
pub struct DocumentLimits {
    /// Most fragment spreads written in the document.
    pub max_fragment_spreads: usize,
    /// Most selections once every fragment spread is expanded.
    pub max_expanded_selections: usize,
}

/// Why a document was refused by [`check_document`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DocumentRefusal {
    TooManyFragmentSpreads,
    TooLarge,
    FragmentCycle,
}

/// Counts the document's spreads and its expanded size in time linear in its text.
pub fn check_document(document: &ExecutableDocument, limits: DocumentLimits) -> Result<(), DocumentRefusal> {
    use std::collections::HashMap;

    use async_graphql::{parser::types::FragmentDefinition, Name};

    /// Expanded size of a fragment: `None` while it is being sized (a spread reaching it again is a cycle).
    type Sizes<'a> = HashMap<&'a Name, Option<usize>>;

    struct Walk<'a> {
        fragments: &'a HashMap<Name, async_graphql::Positioned<FragmentDefinition>>,
        sizes: Sizes<'a>,
        limits: DocumentLimits,
    }

    impl<'a> Walk<'a> {
        fn selection_set(&mut self, set: &'a SelectionSet) -> Result<usize, DocumentRefusal> {
            let mut total = 0usize;
            for item in &set.items {
                let size = match &item.node {
                    Selection::Field(field) => 1 + self.selection_set(&field.node.selection_set.node)?,
                    Selection::InlineFragment(fragment) => self.selection_set(&fragment.node.selection_set.node)?,
                    Selection::FragmentSpread(spread) => self.fragment(&spread.node.fragment_name.node)?,
                };
                total = total.saturating_add(size);
                if total > self.limits.max_expanded_selections {
                    return Err(DocumentRefusal::TooLarge);
                }
            }
            Ok(total)
        }

        fn fragment(&mut self, name: &'a Name) -> Result<usize, DocumentRefusal> {
            match self.sizes.get(name) {
                Some(Some(size)) => return Ok(*size),
                Some(None) => return Err(DocumentRefusal::FragmentCycle),
                None => {}
            }
            // An unknown fragment is validation's to report; it adds nothing here.
            let Some(definition) = self.fragments.get(name) else { return Ok(0) };
            self.sizes.insert(name, None);
            let size = self.selection_set(&definition.node.selection_set.node)?;
            self.sizes.insert(name, Some(size));
            Ok(size)
        }
    }

    fn count_spreads(set: &SelectionSet) -> usize {
        set.items
            .iter()
            .map(|item| match &item.node {
                Selection::Field(field) => count_spreads(&field.node.selection_set.node),
                Selection::InlineFragment(fragment) => count_spreads(&fragment.node.selection_set.node),
                Selection::FragmentSpread(_) => 1,
            })
            .sum()
    }

    let written = document.operations.iter().map(|(_, op)| &op.node.selection_set.node);
    let in_fragments = document.fragments.values().map(|f| &f.node.selection_set.node);
    let spreads: usize = written.clone().chain(in_fragments).map(count_spreads).sum();
    if spreads > limits.max_fragment_spreads {
        return Err(DocumentRefusal::TooManyFragmentSpreads);
    }
    let mut walk = Walk { fragments: &document.fragments, sizes: HashMap::new(), limits };
    let mut total = 0usize;
    for set in written {
        total = total.saturating_add(walk.selection_set(set)?);
        if total > walk.limits.max_expanded_selections {
            return Err(DocumentRefusal::TooLarge);
        }
    }
    // Fragments no operation uses are still validated by async-graphql: size them too.
    for name in document.fragments.keys() {
        walk.fragment(name)?;
    }
    Ok(())
}
