/// Whether the user is logged in: the login guard reads it.
@MainActor
final class Session {
  var isLoggedIn = false
}
