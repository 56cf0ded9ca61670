// The CoreSpotlight constants of Spotlight results and query continuation, which Linux lacks
// (UIKitBehaviour.md §1 CoreSpotlight; §2 Window and launch).

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors CoreSpotlight's `CSSearchableItemActionType`: the activity type of a tapped
/// Spotlight result (UIKitBehaviour.md §1 CoreSpotlight, §2 Window and launch).
public let CSSearchableItemActionType = "com.apple.corespotlightitem"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors CoreSpotlight's `CSSearchableItemActivityIdentifier`: the `userInfo` key holding the
/// tapped item's unique identifier (UIKitBehaviour.md §1 CoreSpotlight, §2 Window and launch).
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors CoreSpotlight's `CSQueryContinuationActionType` (iOS 10+): the activity type of a
/// search continued in the app (UIKitBehaviour.md §1 CoreSpotlight, §2 Window and launch).
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Mirrors CoreSpotlight's `CSSearchQueryString`: the `userInfo` key holding the query to
/// continue (UIKitBehaviour.md §1 CoreSpotlight, §2 Window and launch).
public let CSSearchQueryString = "kCSSearchQueryString"
