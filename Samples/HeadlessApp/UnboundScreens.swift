import StackRouter

// The screens the manifest names that the demo leaves unbound, so that the
// navigator shows a placeholder for each: the generated code checks that
// every target the manifest names is a `RoutableTarget` of the app.

/// The reply sheet.
final class ReplyScreen: RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> ReplyScreen { ReplyScreen() }
}

/// The account's settings.
final class SettingsScreen: RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> SettingsScreen {
    SettingsScreen()
  }
}

/// The compose sheet.
final class ComposeScreen: RoutableTarget {
  static func make(for link: AppLink, parameters: LinkParameters) -> ComposeScreen {
    ComposeScreen()
  }
}
