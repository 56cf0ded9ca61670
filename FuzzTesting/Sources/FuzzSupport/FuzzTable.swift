import StackRouter

/// The routes every target fuzzes: the shapes an app has (literals beside
/// parameters, a parameter at the root, wildcards, a catch-all beside its
/// parent, a universal-link-only route, modals with pushes inside, tabs) and
/// the look-alikes that have fooled routers before (`users/me` beside
/// `users/:userID`, `articles` beside a root `:slug`, `settings/**` beside
/// `settings`), captures inside a segment (`users/@:handle`,
/// `files/item-:fileID.html`), routes for any accepted scheme or domain
/// (`*://help`, `https://*/offer/:code`), an exclusive scheme's route
/// (`partner://deal/:dealID`), fragment routes (`users#/view/:viewID`,
/// `docs#/pages/**`, `https://example.com/#/profile/:profileID`), and `**`
/// before the end and twice (`docs/**/edit`, `trees/**/x/**`).
public enum FuzzTable {
  /// The tab names.
  public static let tabs = ["home", "profile"]

  /// The route table.
  public static let table: RouteTable = {
    var registrar = Registrar()
    registrar.accept(scheme: "myapp")
    registrar.accept(domain: "example.com")
    registrar.accept(exclusiveScheme: "partner")
    registrar.declare(tabs: tabs)
    let routes: [(String, RoutePlacement?)] = [
      ("list<ListVC>/:itemID<DetailVC>/comments<CommentsVC>!/:commentID<CommentVC>", .tab("home")),
      ("list<ListVC>/new<NewItemVC>!", .tab("home")),
      ("articles<ArticlesVC>", .tab("home")),
      (":slug<ArticleVC>", .tab("home")),
      ("users<UsersVC>/me<MeVC>", .tab("profile")),
      ("users<UsersVC>/:userID<UserVC>/posts/:postID<PostVC>", .tab("profile")),
      ("settings<SettingsVC>/**<SettingsPageVC>", .tab("profile")),
      ("account<AccountVC>/delete<DeleteAccountVC>", .tab("profile")),
      ("files/*<FileVC>/raw<RawFileVC>", .tab("home")),
      ("https://example.com/promo/:code<PromoVC>!", nil),
      ("myapp://compose<ComposeVC>!", nil),
      // Captures inside a segment, beside `users/me`, `users/:userID` and
      // `files/*`; one with literal text that is not ASCII.
      ("users<UsersVC>/@:handle<HandleVC>", .tab("profile")),
      ("files/item-:fileID.html<ItemPageVC>", .tab("home")),
      ("api/v:major<APIVersionVC>", .tab("home")),
      ("café/n°:number<NumberVC>", .tab("home")),
      // Any accepted scheme, any accepted domain, and the exclusive scheme's
      // own route, whose links nothing unscoped may open.
      ("*://help<HelpVC>!", nil),
      ("https://*/offer/:code<OfferVC>!", nil),
      ("partner://deal/:dealID<DealVC>!", nil),
      // Fragment routes: one shown on its path's route, one beside `:slug`
      // with a trailing `**` in its fragment, one at a domain's root.
      ("users<UsersVC>#/view/:viewID<UsersViewVC>", .tab("profile")),
      ("docs#/pages/**<DocsPageVC>", .tab("home")),
      ("https://example.com/#/profile/:profileID<HashProfileVC>!", nil),
      // `**` before the end and twice: every lookup then walks spanning.
      ("docs<DocsVC>/**<DocsPageVC>/edit<DocsEditVC>", .tab("home")),
      ("trees/**/x/**<TreeVC>", .tab("home")),
    ]
    for (route, placement) in routes {
      if let placement {
        registrar.register(route, in: placement)
      } else {
        registrar.register(route)  // a modal over whatever is on top
      }
    }
    registrar.handle("share/**") { _ in .handled }
    do {
      return try registrar.makeTable()
    } catch {
      fatalError("the fuzz table does not register: \(error)")
    }
  }()

  /// Links worth opening in sequences: one for each route, and some that fail.
  public static let links = [
    "myapp://list", "myapp://list/1", "myapp://list/2/comments", "myapp://list/2/comments/9",
    "myapp://list/new", "myapp://articles", "myapp://hello-world", "https://example.com/hello",
    "myapp://users", "myapp://users/me", "myapp://users/7/posts/3", "myapp://settings",
    "myapp://settings/a/b", "myapp://account", "myapp://account/delete", "myapp://files/x/raw",
    "https://example.com/promo/SPRING", "myapp://compose", "myapp://share/x", "myapp://nope/x",
    "https://evil.com/list", "myapp://list/%ZZ", "myapp://users/@ana",
    "myapp://files/item-7.html", "https://example.com/api/v2", "myapp://caf%C3%A9/n%C2%B09",
    "myapp://users#/view/7?tab=likes", "myapp://docs#/pages/a/b", "https://example.com/#/profile/9",
  ]
}
