export interface paths {
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/auth/user
         * @description Calls the `auth.user` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getAuthUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user/role/{clubId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/auth/user/role/{clubId}
         * @description Calls the `auth.roleInClub` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getAuthUserRoleClubId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs
         * @description Calls the `clubs.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubs"];
        put?: never;
        /**
         * POST /api/clubs
         * @description Calls the `platformClubs.create` procedure: the same validation, rules and permissions as the tRPC door. presidentEmail (the super admin only) appoints the first president; without it the caller presides.
         */
        post: operations["postClubs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}
         * @description Calls the `clubs.get` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubId"];
        /**
         * PUT /api/clubs/{clubId}
         * @description Calls the `clubs.update` procedure: the same validation, rules and permissions as the tRPC door.
         */
        put: operations["putClubsClubId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/clubs/{clubId}
         * @description Calls the `clubs.updateMission` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchClubsClubId"];
        trace?: never;
    };
    "/api/platform-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/platform-settings
         * @description Calls the `platformSettings.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getPlatformSettings"];
        put?: never;
        /**
         * POST /api/platform-settings
         * @description Calls the `platformSettings.save` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postPlatformSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/dashboard
         * @description Calls the `clubs.dashboard` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/meetings
         * @description Calls the `meetings.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMeetings"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/meetings
         * @description Calls the `meetings.create` procedure: the same validation, rules and permissions as the tRPC door. date may be an ISO timestamp (its calendar date is kept). clubId, endTime and scheduledAt in the body are ignored: the path names the club and endTime is start + 1h30.
         */
        post: operations["postClubsClubIdMeetings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/meetings/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/meetings/upcoming
         * @description Calls the `meetings.upcoming` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMeetingsUpcoming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}
         * @description Calls the `meetings.get` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsId"];
        put?: never;
        post?: never;
        /**
         * DELETE /api/meetings/{id}
         * @description Calls the `meetings.delete` procedure: the same validation, rules and permissions as the tRPC door. A body (the documented REST client sends clubId) is ignored.
         */
        delete: operations["deleteMeetingsId"];
        options?: never;
        head?: never;
        /**
         * PATCH /api/meetings/{id}
         * @description Calls the `meetings.update` procedure: the same validation, rules and permissions as the tRPC door. date may be an ISO timestamp (its calendar date is kept).
         */
        patch: operations["patchMeetingsId"];
        trace?: never;
    };
    "/api/meetings/{id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/roles
         * @description Calls the `meetingRoles.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsIdRoles"];
        put?: never;
        /**
         * POST /api/meetings/{id}/roles
         * @description Calls the `meetingRoles.add` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postMeetingsIdRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/roles/{roleId}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/meetings/{id}/roles/{roleId}/assign
         * @description Calls the `meetingRoles.assign` procedure: the same validation, rules and permissions as the tRPC door. userId "" or null unassigns.
         */
        post: operations["postMeetingsIdRolesRoleIdAssign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{roleId}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/roles/{roleId}/assign
         * @description Calls the `meetingRoles.volunteerOrAssign` procedure: the same validation, rules and permissions as the tRPC door. An empty body, or the caller's own userId, volunteers the caller; another userId is an officer's assignment.
         */
        patch: operations["patchRolesRoleIdAssign"];
        trace?: never;
    };
    "/api/roles/{roleId}/unassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/roles/{roleId}/unassign
         * @description Calls the `meetingRoles.retract` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchRolesRoleIdUnassign"];
        trace?: never;
    };
    "/api/roles/{roleId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/roles/{roleId}/confirm
         * @description Calls the `meetingRoles.confirm` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchRolesRoleIdConfirm"];
        trace?: never;
    };
    "/api/roles/{roleId}/remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/roles/{roleId}/remind
         * @description Calls the `reminders.remindRole` procedure: the same validation, rules and permissions as the tRPC door. Sends the role holder a reminder by e-mail now (with a one-click confirmation while the role is only assigned). Answers { queued: 1 }; 429 when one was sent for this role in the last 15 minutes.
         */
        post: operations["postRolesRoleIdRemind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/rsvp-reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/meetings/{id}/rsvp-reminders
         * @description Calls the `reminders.sendRsvpReminders` procedure: the same validation, rules and permissions as the tRPC door. E-mails an RSVP reminder now to every active member who has not answered and has e-mail on. Answers { queued: n }; 429 when reminders were sent for this meeting in the last 15 minutes.
         */
        post: operations["postMeetingsIdRsvpReminders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/rsvps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/rsvps
         * @description Calls the `rsvps.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsIdRsvps"];
        put?: never;
        /**
         * POST /api/meetings/{id}/rsvps
         * @description Calls the `rsvps.submit` procedure: the same validation, rules and permissions as the tRPC door. Without userId (or with the caller's own) this is the caller's RSVP; another userId is a manager's RSVP for that member. mealPrice and totalPrice in the body are ignored: the server prices the order.
         */
        post: operations["postMeetingsIdRsvps"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rsvps/{rsvpId}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/rsvps/{rsvpId}/payment
         * @description Calls the `rsvps.setPayment` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchRsvpsRsvpIdPayment"];
        trace?: never;
    };
    "/api/create-payment-intent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/create-payment-intent
         * @description Calls the `payments.createIntent` procedure: the same validation, rules and permissions as the tRPC door. The amount is the RSVP's server-side total; an amount in the body is ignored.
         */
        post: operations["postCreatePaymentIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/members
         * @description Calls the `members.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembers"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/members
         * @description Calls the `members.add` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/members/{userId}
         * @description Calls the `members.get` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembersUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members/{userId}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/clubs/{clubId}/members/{userId}/role
         * @description Calls the `members.changeRole` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchClubsClubIdMembersUserIdRole"];
        trace?: never;
    };
    "/api/clubs/{clubId}/bulk-upload-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/bulk-upload-members
         * @description Calls the `members.bulkUpload` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdBulkUploadMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/membership-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/membership-stats
         * @description Calls the `members.stats` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembershipStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/agenda-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/agenda-templates
         * @description Calls the `agendaTemplates.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdAgendaTemplates"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/agenda-templates
         * @description Calls the `agendaTemplates.create` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdAgendaTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agenda-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * PUT /api/agenda-templates/{id}
         * @description Calls the `agendaTemplates.update` procedure: the same validation, rules and permissions as the tRPC door.
         */
        put: operations["putAgendaTemplatesId"];
        post?: never;
        /**
         * DELETE /api/agenda-templates/{id}
         * @description Calls the `agendaTemplates.delete` procedure: the same validation, rules and permissions as the tRPC door.
         */
        delete: operations["deleteAgendaTemplatesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/menu-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/menu-items
         * @description Calls the `menuItems.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMenuItems"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/menu-items
         * @description Calls the `menuItems.create` procedure: the same validation, rules and permissions as the tRPC door. A clubId in the body is ignored: the path names the club.
         */
        post: operations["postClubsClubIdMenuItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /api/menu-items/{id}
         * @description Calls the `menuItems.delete` procedure: the same validation, rules and permissions as the tRPC door.
         */
        delete: operations["deleteMenuItemsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/member-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/member-profile
         * @description Calls the `profile.get` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMemberProfile"];
        /**
         * PUT /api/clubs/{clubId}/member-profile
         * @description Calls the `profile.saveGuest` procedure: the same validation, rules and permissions as the tRPC door. membershipStatus in the body is ignored: only a manager converts a guest.
         */
        put: operations["putClubsClubIdMemberProfile"];
        /**
         * POST /api/clubs/{clubId}/member-profile
         * @description Calls the `profile.saveMember` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdMemberProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pathways": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/pathways
         * @description Calls the `pathways.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getPathways"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members/{userId}/pathway-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/members/{userId}/pathway-progress
         * @description Calls the `pathways.progress` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembersUserIdPathwayProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pathways/{pathwayId}/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/pathways/{pathwayId}/projects
         * @description Calls the `pathways.plan` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getPathwaysPathwayIdProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/member-profile/pathway": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/member-profile/pathway
         * @description Calls the `pathways.choose` procedure: the same validation, rules and permissions as the tRPC door. Only while the caller has no current pathway (409 otherwise).
         */
        post: operations["postClubsClubIdMemberProfilePathway"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/member-profile/pathway-completions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/member-profile/pathway-completions
         * @description Calls the `pathways.submitCompletion` procedure: the same validation, rules and permissions as the tRPC door. The caller's own completion; it counts once a manager approves it.
         */
        post: operations["postClubsClubIdMemberProfilePathwayCompletions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/pathway-completions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/pathway-completions
         * @description Calls the `pathways.recordCompletion` procedure: the same validation, rules and permissions as the tRPC door. Recorded by a manager for a member: approved at once.
         */
        post: operations["postClubsClubIdPathwayCompletions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/pathway-completions/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/pathway-completions/pending
         * @description Calls the `pathways.pendingCompletions` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdPathwayCompletionsPending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pathway-completions/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/pathway-completions/{id}/approve
         * @description Calls the `pathways.approveCompletion` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postPathwayCompletionsIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pathway-completions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /api/pathway-completions/{id}
         * @description Calls the `pathways.rejectCompletion` procedure: the same validation, rules and permissions as the tRPC door. Only a completion still waiting for approval can be rejected.
         */
        delete: operations["deletePathwayCompletionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/pathway-progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/pathway-progress
         * @description Calls the `pathways.club` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdPathwayProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/reports/{period}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/reports/{period}
         * @description Calls the `reports.club` procedure: the same validation, rules and permissions as the tRPC door. period: month, quarter, half or year (the last 1, 3, 6 or 12 months).
         */
        get: operations["getClubsClubIdReportsPeriod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/platform/clubs
         * @description Calls the `platformClubs.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getPlatformClubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/clubs/{clubId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/platform/clubs/{clubId}/archive
         * @description Calls the `platformClubs.archive` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postPlatformClubsClubIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/clubs/{clubId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/platform/clubs/{clubId}/restore
         * @description Calls the `platformClubs.restore` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postPlatformClubsClubIdRestore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/invites
         * @description Calls the `invites.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdInvites"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/invites
         * @description Calls the `invites.create` procedure: the same validation, rules and permissions as the tRPC door. The answer carries the link (url) once: only its hash is stored.
         */
        post: operations["postClubsClubIdInvites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /api/invites/{id}
         * @description Calls the `invites.revoke` procedure: the same validation, rules and permissions as the tRPC door.
         */
        delete: operations["deleteInvitesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members/{userId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * PATCH /api/clubs/{clubId}/members/{userId}/status
         * @description Calls the `members.setStatus` procedure: the same validation, rules and permissions as the tRPC door.
         */
        patch: operations["patchClubsClubIdMembersUserIdStatus"];
        trace?: never;
    };
    "/api/clubs/{clubId}/membership-dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/membership-dashboard
         * @description Calls the `growth.dashboard` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembershipDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/guests
         * @description Calls the `growth.guests` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdGuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/outreach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/outreach
         * @description Calls the `growth.outreach` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdOutreach"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/members/{userId}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/members/{userId}/contacts
         * @description Calls the `growth.contacts` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMembersUserIdContacts"];
        put?: never;
        /**
         * POST /api/clubs/{clubId}/members/{userId}/contacts
         * @description Calls the `growth.logContact` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdMembersUserIdContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/guests/{userId}/interest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * PUT /api/clubs/{clubId}/guests/{userId}/interest
         * @description Calls the `growth.setInterest` procedure: the same validation, rules and permissions as the tRPC door.
         */
        put: operations["putClubsClubIdGuestsUserIdInterest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/guests/{userId}/convert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/guests/{userId}/convert
         * @description Calls the `growth.convertGuest` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdGuestsUserIdConvert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/mentorship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/mentorship
         * @description Calls the `mentorship.overview` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdMentorship"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/mentorship-pairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/clubs/{clubId}/mentorship-pairs
         * @description Calls the `mentorship.propose` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postClubsClubIdMentorshipPairs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mentorship-pairs/{pairId}/respond": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/mentorship-pairs/{pairId}/respond
         * @description Calls the `mentorship.respond` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postMentorshipPairsPairIdRespond"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mentorship-pairs/{pairId}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/mentorship-pairs/{pairId}/end
         * @description Calls the `mentorship.end` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postMentorshipPairsPairIdEnd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/notification-settings
         * @description Calls the `reminders.settings` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdNotificationSettings"];
        /**
         * PUT /api/clubs/{clubId}/notification-settings
         * @description Calls the `reminders.updateSettings` procedure: the same validation, rules and permissions as the tRPC door.
         */
        put: operations["putClubsClubIdNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/dev/outbox
         * @description Calls the `devOutbox.list` procedure: the same validation, rules and permissions as the tRPC door. Development only (404 in production): the e-mail kept instead of sent when no SMTP server is configured, newest first. Super admin only.
         */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/account/export
         * @description Calls the `account.export` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getAccountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /api/account
         * @description Calls the `account.delete` procedure: the same validation, rules and permissions as the tRPC door.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/account/calendar-feed
         * @description Calls the `calendarFeed.get` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getAccountCalendarFeed"];
        put?: never;
        /**
         * POST /api/account/calendar-feed
         * @description Calls the `calendarFeed.create` procedure: the same validation, rules and permissions as the tRPC door. Browser session only: an API token gets 403. The answer carries the address (url) once: only its hash is stored. A new address replaces the old one. The feed at that address (iCalendar, no session) answers 404 once revoked.
         */
        post: operations["postAccountCalendarFeed"];
        /**
         * DELETE /api/account/calendar-feed
         * @description Calls the `calendarFeed.revoke` procedure: the same validation, rules and permissions as the tRPC door.
         */
        delete: operations["deleteAccountCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/notifications
         * @description Calls the `notifications.list` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/notifications/read-all
         * @description Calls the `notifications.markAllRead` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/notifications/{id}/read
         * @description Calls the `notifications.markRead` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postNotificationsIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/notifications/{id}/dismiss
         * @description Calls the `notifications.dismiss` procedure: the same validation, rules and permissions as the tRPC door.
         */
        post: operations["postNotificationsIdDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/live
         * @description Calls the `live.state` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsIdLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/live/timer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/meetings/{id}/live/timer
         * @description Calls the `live.timer` procedure: the same validation, rules and permissions as the tRPC door. action is start, pause, stop, next or adjust; adjust takes seconds ("started late by N seconds").
         */
        post: operations["postMeetingsIdLiveTimer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/live/votes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/live/votes
         * @description Calls the `live.voteResults` procedure: the same validation, rules and permissions as the tRPC door. The winners per category once voting has closed (tie: true when more than one); empty before.
         */
        get: operations["getMeetingsIdLiveVotes"];
        put?: never;
        /**
         * POST /api/meetings/{id}/live/votes
         * @description Calls the `live.voting` procedure: the same validation, rules and permissions as the tRPC door. action is open or close (the Vote Counter or a manager); closing computes the winners. Answers with the console state.
         */
        post: operations["postMeetingsIdLiveVotes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/live/ballots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/meetings/{id}/live/ballots
         * @description Calls the `live.ballot` procedure: the same validation, rules and permissions as the tRPC door. category (Best Speaker, Best Evaluator, Best Table Topics or the club’s own) and candidateId (a user id). One ballot per person per category: casting again changes it until voting closes.
         */
        post: operations["postMeetingsIdLiveBallots"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/live/ballots/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/live/ballots/mine
         * @description Calls the `live.myBallots` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsIdLiveBallotsMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/live/fillers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/live/fillers
         * @description Calls the `live.fillerCounts` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsIdLiveFillers"];
        put?: never;
        /**
         * POST /api/meetings/{id}/live/fillers
         * @description Calls the `live.fillerTap` procedure: the same validation, rules and permissions as the tRPC door. tapId (made by the client, 8–64 characters, the same on every retry: a retried tap counts once), speakerId, word (one of the club’s filler words) and delta (1, or -1 to take a tap back).
         */
        post: operations["postMeetingsIdLiveFillers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/live-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/live-settings
         * @description Calls the `live.settings` procedure: the same validation, rules and permissions as the tRPC door. The club’s own vote categories and filler words (the standard ones are not listed) and whether guests may vote.
         */
        get: operations["getClubsClubIdLiveSettings"];
        /**
         * PUT /api/clubs/{clubId}/live-settings
         * @description Calls the `live.updateSettings` procedure: the same validation, rules and permissions as the tRPC door. The club’s own vote categories and filler words (besides the standard ones) and whether guests may vote.
         */
        put: operations["putClubsClubIdLiveSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/check-in-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/check-in-code
         * @description Calls the `checkIn.code` procedure: the same validation, rules and permissions as the tRPC door. The console's controllers only. The code changes every minute (changesAt); the current and the previous minute's codes are accepted.
         */
        get: operations["getMeetingsIdCheckInCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/check-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/check-ins
         * @description Calls the `checkIn.list` procedure: the same validation, rules and permissions as the tRPC door. The club's people with whether each is checked in; the console's controllers only.
         */
        get: operations["getMeetingsIdCheckIns"];
        put?: never;
        /**
         * POST /api/meetings/{id}/check-ins
         * @description Calls the `checkIn.self` procedure: the same validation, rules and permissions as the tRPC door. Checks the caller in (only themself), with the code shown at the meeting.
         */
        post: operations["postMeetingsIdCheckIns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/guest-check-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/meetings/{id}/guest-check-ins
         * @description Calls the `checkIn.guest` procedure: the same validation, rules and permissions as the tRPC door. No session needed: a visitor becomes a guest of the club and is checked in. An e-mail of a member of the club is refused (409): members sign in.
         */
        post: operations["postMeetingsIdGuestCheckIns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/check-ins/manual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/meetings/{id}/check-ins/manual
         * @description Calls the `checkIn.tick` procedure: the same validation, rules and permissions as the tRPC door. Managers: checkedIn true ticks the person in, false takes the tick away.
         */
        post: operations["postMeetingsIdCheckInsManual"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/report
         * @description Calls the `meetings.report` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsIdReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/member-profile/times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/member-profile/times
         * @description Calls the `meetings.myTimes` procedure: the same validation, rules and permissions as the tRPC door. The caller's own measured speeches and evaluations, newest first (written when each meeting was completed).
         */
        get: operations["getClubsClubIdMemberProfileTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/push/key
         * @description Calls the `push.key` procedure: the same validation, rules and permissions as the tRPC door. No session needed: the VAPID public key for pushManager.subscribe.
         */
        get: operations["getPushKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/push/subscriptions
         * @description Calls the `push.subscribe` procedure: the same validation, rules and permissions as the tRPC door. The browser's PushSubscription as JSON ({ endpoint, keys: { p256dh, auth } }). A person may subscribe several devices.
         */
        post: operations["postPushSubscriptions"];
        /**
         * DELETE /api/push/subscriptions
         * @description Calls the `push.unsubscribe` procedure: the same validation, rules and permissions as the tRPC door. Body { endpoint }: the caller's own subscription with that endpoint.
         */
        delete: operations["deletePushSubscriptions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{roleId}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/roles/{roleId}/offer
         * @description Calls the `roleOffers.offer` procedure: the same validation, rules and permissions as the tRPC door. Holder only. 409 when the meeting has started, is completed or cancelled, or the role already has an open offer. The holder keeps the role until someone takes it.
         */
        post: operations["postRolesRoleIdOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/role-offers/{offerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /api/role-offers/{offerId}
         * @description Calls the `roleOffers.withdraw` procedure: the same validation, rules and permissions as the tRPC door. The offerer or a manager.
         */
        delete: operations["deleteRoleOffersOfferId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/role-offers/{offerId}/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/role-offers/{offerId}/claim
         * @description Calls the `roleOffers.claim` procedure: the same validation, rules and permissions as the tRPC door. An active member who holds no role in the meeting (the club limit), not the offerer. Exactly one taker: everyone after the first gets 409 "Someone else has already taken this role."
         */
        post: operations["postRoleOffersOfferIdClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/role-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/role-offers
         * @description Calls the `roleOffers.listForMeeting` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsIdRoleOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/role-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/role-offers
         * @description Calls the `roleOffers.upForGrabs` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getClubsClubIdRoleOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{roleId}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/roles/{roleId}/offers
         * @description Calls the `roleOffers.history` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getRolesRoleIdOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{roleId}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/roles/{roleId}/activity
         * @description Calls the `roleOffers.activity` procedure: the same validation, rules and permissions as the tRPC door. Officers: the role’s activity, newest first, in words: offers made, withdrawn and taken (by whom), the waitlist joined and left, the role going to its waitlist first, asks and their answers.
         */
        get: operations["getRolesRoleIdActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/role-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/role-suggestions
         * @description Calls the `roleSuggestions.forMeeting` procedure: the same validation, rules and permissions as the tRPC door. Per open role, the eligible members ranked fairest first, each with the reasons in words from the club's records.
         */
        get: operations["getMeetingsIdRoleSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{roleId}/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/roles/{roleId}/ask
         * @description Calls the `roleSuggestions.ask` procedure: the same validation, rules and permissions as the tRPC door. Sends the member a request to take the open role, in the app and by e-mail with one-click Accept / Decline. 409 when the role is not open, the member cannot take it, or they were already asked.
         */
        post: operations["postRolesRoleIdAsk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{clubId}/role-asks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/clubs/{clubId}/role-asks
         * @description Calls the `roleSuggestions.mine` procedure: the same validation, rules and permissions as the tRPC door. The caller's open requests to take a role, in meetings still ahead.
         */
        get: operations["getClubsClubIdRoleAsks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{roleId}/ask/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/roles/{roleId}/ask/accept
         * @description Calls the `roleSuggestions.accept` procedure: the same validation, rules and permissions as the tRPC door. The asked member accepts: the role is theirs only while it is still open; otherwise 409 "Someone else has already taken this role, so it was not assigned to you." and nothing changes.
         */
        post: operations["postRolesRoleIdAskAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{roleId}/ask/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/roles/{roleId}/ask/decline
         * @description Calls the `roleSuggestions.decline` procedure: the same validation, rules and permissions as the tRPC door. The asked member declines; the role does not change and the asker is told.
         */
        post: operations["postRolesRoleIdAskDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roles/{roleId}/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /api/roles/{roleId}/waitlist
         * @description Calls the `roleOffers.joinWaitlist` procedure: the same validation, rules and permissions as the tRPC door. An active member, on a role someone else holds. Answers their place (from 1); joining again keeps it. When the role is offered the waitlist hears first and alone may take it for the club's first-refusal window.
         */
        post: operations["postRolesRoleIdWaitlist"];
        /**
         * DELETE /api/roles/{roleId}/waitlist
         * @description Calls the `roleOffers.leaveWaitlist` procedure: the same validation, rules and permissions as the tRPC door.
         */
        delete: operations["deleteRolesRoleIdWaitlist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/role-waitlists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/role-waitlists
         * @description Calls the `roleOffers.waitlists` procedure: the same validation, rules and permissions as the tRPC door.
         */
        get: operations["getMeetingsIdRoleWaitlists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/role-market": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /api/meetings/{id}/role-market
         * @description Calls the `roleOffers.market` procedure: the same validation, rules and permissions as the tRPC door. Officers: per role, its open offer, its waitlist and its last taker.
         */
        get: operations["getMeetingsIdRoleMarket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meetings/{id}/agenda.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The meeting's agenda as an A4 PDF (same permissions as GET /api/meetings/{id}) */
        get: operations["meetings.agendaPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @description A plain sentence; contains Unauthorized (401), Forbidden (403), Not found (404) or names the rule (409). */
            message: string;
            /**
             * @example UNAUTHORIZED
             * @example FORBIDDEN
             * @example NOT_FOUND
             * @example CONFLICT
             */
            code: string;
            /** @description Field errors of invalid input (400). */
            issues?: {
                path: string;
                message: string;
            }[];
            /** @description Quote it when reporting a 500. */
            requestId?: string;
        };
    };
    responses: {
        /** @description Any failure */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string | null;
                        firstName: string | null;
                        lastName: string | null;
                        profileImageUrl: string | null;
                        isSuperAdmin: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAuthUserRoleClubId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clubId: number;
                        role: ("president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest") | null;
                        status: ("active" | "inactive") | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clubId: number;
                        /** @enum {string} */
                        role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                        /** @enum {string} */
                        status: "active" | "inactive";
                        club: {
                            id: number;
                            name: string;
                            clubNumber: string | null;
                            district: string | null;
                            logoUrl: string | null;
                            timeZone: string;
                            locale: string;
                            currency: string;
                            rolesPerMember: number;
                            noMealFee: string;
                        };
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    clubNumber?: string | null;
                    district?: string | null;
                    timeZone: string;
                    /** @enum {string} */
                    locale: "en-US" | "en-CA" | "en-GB" | "en-IE" | "en-AU" | "en-NZ" | "en-IN" | "en-ZA" | "en-SG";
                    /** @enum {string} */
                    currency: "USD" | "CAD" | "GBP" | "EUR" | "AUD" | "NZD" | "INR" | "ZAR" | "SGD";
                    /** @enum {string} */
                    meetingDay: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
                    meetingTime: string;
                    presidentEmail?: string | "";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activeMembers: number;
                        presidentEmails: string[];
                        id: number;
                        name: string;
                        clubNumber: string | null;
                        district: string | null;
                        meetingDay: string | null;
                        meetingTime: string | null;
                        timeZone: string;
                        /** Format: date-time */
                        createdAt: string;
                        archivedAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        clubNumber: string | null;
                        district: string | null;
                        meetingLocation: string | null;
                        meetingDay: string | null;
                        meetingTime: string | null;
                        foundedDate: string | null;
                        endTime: string | null;
                        mission: string | null;
                        vpeGuidelines: string | null;
                        logoUrl: string | null;
                        timeZone: string;
                        meetingSettings: {
                            rsvpDeadline?: number;
                            mealDeadline?: number;
                            defaultTheme?: string;
                            meetingFormat?: string;
                        };
                        rolesPerMember: number;
                        locale: string;
                        currency: string;
                        noMealFee: string;
                        founded: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    putClubsClubId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    clubNumber?: string | null;
                    district?: string | null;
                    meetingLocation?: string | null;
                    /** @enum {string} */
                    meetingDay: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
                    meetingTime: string;
                    foundedDate?: string | null;
                    endTime?: string | null;
                    mission?: string | null;
                    vpeGuidelines?: string | null;
                    logoUrl?: string | null;
                    timeZone?: string;
                    meetingSettings?: {
                        rsvpDeadline: number;
                        mealDeadline: number;
                        defaultTheme?: string | null;
                        meetingFormat?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        clubNumber: string | null;
                        district: string | null;
                        meetingLocation: string | null;
                        meetingDay: string | null;
                        meetingTime: string | null;
                        foundedDate: string | null;
                        endTime: string | null;
                        mission: string | null;
                        vpeGuidelines: string | null;
                        logoUrl: string | null;
                        timeZone: string;
                        meetingSettings: {
                            rsvpDeadline?: number;
                            mealDeadline?: number;
                            defaultTheme?: string;
                            meetingFormat?: string;
                        };
                        rolesPerMember: number;
                        locale: string;
                        currency: string;
                        noMealFee: string;
                        founded: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchClubsClubId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    mission?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        clubNumber: string | null;
                        district: string | null;
                        meetingLocation: string | null;
                        meetingDay: string | null;
                        meetingTime: string | null;
                        foundedDate: string | null;
                        endTime: string | null;
                        mission: string | null;
                        vpeGuidelines: string | null;
                        logoUrl: string | null;
                        timeZone: string;
                        meetingSettings: {
                            rsvpDeadline?: number;
                            mealDeadline?: number;
                            defaultTheme?: string;
                            meetingFormat?: string;
                        };
                        rolesPerMember: number;
                        locale: string;
                        currency: string;
                        noMealFee: string;
                        founded: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getPlatformSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        key: string;
                        value: string | null;
                        description: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postPlatformSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    value: string;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        key: string;
                        value: string | null;
                        description: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextMeeting: {
                            id: number;
                            clubId: number;
                            title: string;
                            date: string | null;
                            startTime: string | null;
                            endTime: string;
                            location: string | null;
                            theme: string | null;
                            notes: string | null;
                            /** @enum {string} */
                            status: "scheduled" | "active" | "completed" | "cancelled";
                            scheduledAt: string | null;
                            agendaTemplateId: number | null;
                            agenda: string | null;
                        } | null;
                        daysUntilNextMeeting: number | null;
                        activeMembers: number;
                        totalRoles: number;
                        rolesFilled: number;
                        rolesFilledPercent: number;
                        mealOrders: number;
                        mealOrdersByChoice: {
                            meal: string;
                            count: number;
                        }[];
                        rsvpSummary: {
                            attending: number;
                            notAttending: number;
                            tentative: number;
                            noResponse: number;
                            totalMembers: number;
                        };
                        pendingActions: {
                            /** @enum {string} */
                            id: "meeting-preparation" | "rsvp-deadline" | "review-agenda";
                            title: string;
                            /** @enum {string} */
                            priority: "high" | "medium";
                        }[];
                        totalRevenue: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMeetings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clubId: number;
                        title: string;
                        date: string | null;
                        startTime: string | null;
                        endTime: string;
                        location: string | null;
                        theme: string | null;
                        notes: string | null;
                        /** @enum {string} */
                        status: "scheduled" | "active" | "completed" | "cancelled";
                        scheduledAt: string | null;
                        agendaTemplateId: number | null;
                        agenda: string | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMeetings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @description Also accepted as scheduledDate. */
                    date?: string;
                    /** @description Same as date. */
                    scheduledDate?: string;
                    /** @description Also accepted as scheduledTime. */
                    startTime?: string;
                    /** @description Same as startTime. */
                    scheduledTime?: string;
                    /** @default  */
                    location?: string;
                    /**
                     * @default scheduled
                     * @enum {string}
                     */
                    status?: "scheduled" | "active" | "completed" | "cancelled";
                    /** @default 0 */
                    recurringWeeks?: number;
                    agendaTemplateId?: number | null;
                    agenda?: string;
                    /** Format: uuid */
                    requestKey?: string;
                } & ((unknown | unknown) & (unknown | unknown));
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clubId: number;
                        title: string;
                        date: string | null;
                        startTime: string | null;
                        endTime: string;
                        location: string | null;
                        theme: string | null;
                        notes: string | null;
                        /** @enum {string} */
                        status: "scheduled" | "active" | "completed" | "cancelled";
                        scheduledAt: string | null;
                        agendaTemplateId: number | null;
                        agenda: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMeetingsUpcoming: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clubId: number;
                        title: string;
                        date: string | null;
                        startTime: string | null;
                        endTime: string;
                        location: string | null;
                        theme: string | null;
                        notes: string | null;
                        /** @enum {string} */
                        status: "scheduled" | "active" | "completed" | "cancelled";
                        scheduledAt: string | null;
                        agendaTemplateId: number | null;
                        agendaItemCount: number;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clubId: number;
                        title: string;
                        date: string | null;
                        startTime: string | null;
                        endTime: string;
                        location: string | null;
                        theme: string | null;
                        notes: string | null;
                        /** @enum {string} */
                        status: "scheduled" | "active" | "completed" | "cancelled";
                        scheduledAt: string | null;
                        agendaTemplateId: number | null;
                        agenda: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteMeetingsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchMeetingsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: string;
                    theme?: string | null;
                    notes?: string | null;
                    date?: string | null;
                    startTime?: string | null;
                    location?: string | null;
                    /** @enum {string} */
                    status?: "scheduled" | "active" | "completed" | "cancelled";
                    agenda?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clubId: number;
                        title: string;
                        date: string | null;
                        startTime: string | null;
                        endTime: string;
                        location: string | null;
                        theme: string | null;
                        notes: string | null;
                        /** @enum {string} */
                        status: "scheduled" | "active" | "completed" | "cancelled";
                        scheduledAt: string | null;
                        agendaTemplateId: number | null;
                        agenda: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                        } | null;
                        id: number;
                        roleType: string;
                        notes: string | null;
                        meetingId: number;
                        /** @enum {string} */
                        status: "open" | "assigned" | "confirmed";
                        userId: number | null;
                        speechTitle: string | null;
                        pathwaysProject: string | null;
                        assignedAt: string | null;
                        confirmedAt: string | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roleType: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                        } | null;
                        id: number;
                        roleType: string;
                        notes: string | null;
                        meetingId: number;
                        /** @enum {string} */
                        status: "open" | "assigned" | "confirmed";
                        userId: number | null;
                        speechTitle: string | null;
                        pathwaysProject: string | null;
                        assignedAt: string | null;
                        confirmedAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdRolesRoleIdAssign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                roleId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                        } | null;
                        id: number;
                        roleType: string;
                        notes: string | null;
                        meetingId: number;
                        /** @enum {string} */
                        status: "open" | "assigned" | "confirmed";
                        userId: number | null;
                        speechTitle: string | null;
                        pathwaysProject: string | null;
                        assignedAt: string | null;
                        confirmedAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchRolesRoleIdAssign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                        } | null;
                        id: number;
                        roleType: string;
                        notes: string | null;
                        meetingId: number;
                        /** @enum {string} */
                        status: "open" | "assigned" | "confirmed";
                        userId: number | null;
                        speechTitle: string | null;
                        pathwaysProject: string | null;
                        assignedAt: string | null;
                        confirmedAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchRolesRoleIdUnassign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                        } | null;
                        id: number;
                        roleType: string;
                        notes: string | null;
                        meetingId: number;
                        /** @enum {string} */
                        status: "open" | "assigned" | "confirmed";
                        userId: number | null;
                        speechTitle: string | null;
                        pathwaysProject: string | null;
                        assignedAt: string | null;
                        confirmedAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchRolesRoleIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                        } | null;
                        id: number;
                        roleType: string;
                        notes: string | null;
                        meetingId: number;
                        /** @enum {string} */
                        status: "open" | "assigned" | "confirmed";
                        userId: number | null;
                        speechTitle: string | null;
                        pathwaysProject: string | null;
                        assignedAt: string | null;
                        confirmedAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postRolesRoleIdRemind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdRsvpReminders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdRsvps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        id: number;
                        meetingId: number;
                        userId: number;
                        /** @enum {string} */
                        status: "attending" | "not_attending" | "tentative";
                        mealChoice: string | null;
                        drink6pm: string | null;
                        drink7pm: string | null;
                        extras: string | null;
                        mealPrice: string;
                        totalPrice: string;
                        specialRequirements: string | null;
                        /** @enum {string} */
                        paymentStatus: "pending" | "paid";
                        paymentMethod: string | null;
                        paymentNotes: string | null;
                        paidAt: string | null;
                        arrivalTime: string | null;
                        notes: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        role: ("president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest") | null;
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                        };
                    } | {
                        id: number;
                        meetingId: number;
                        userId: number;
                        /** @enum {string} */
                        status: "attending" | "not_attending" | "tentative";
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                        };
                        paymentStatus?: unknown;
                    })[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdRsvps: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @default attending
                     * @enum {string}
                     */
                    status?: "attending" | "not_attending" | "tentative";
                    /** @default false */
                    hasMeal?: boolean;
                    mealChoice?: string | null;
                    drink6pm?: string | null;
                    drink7pm?: string | null;
                    extras?: string | null;
                    specialRequirements?: string | null;
                    /**
                     * @default bsb_transfer
                     * @enum {string}
                     */
                    paymentMethod?: "card" | "bsb_transfer" | "cash";
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        meetingId: number;
                        userId: number;
                        /** @enum {string} */
                        status: "attending" | "not_attending" | "tentative";
                        mealChoice: string | null;
                        drink6pm: string | null;
                        drink7pm: string | null;
                        extras: string | null;
                        mealPrice: string;
                        totalPrice: string;
                        specialRequirements: string | null;
                        /** @enum {string} */
                        paymentStatus: "pending" | "paid";
                        paymentMethod: string | null;
                        paymentNotes: string | null;
                        paidAt: string | null;
                        arrivalTime: string | null;
                        notes: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        role: ("president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest") | null;
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchRsvpsRsvpIdPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rsvpId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    paymentStatus: "pending" | "paid";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        meetingId: number;
                        userId: number;
                        /** @enum {string} */
                        status: "attending" | "not_attending" | "tentative";
                        mealChoice: string | null;
                        drink6pm: string | null;
                        drink7pm: string | null;
                        extras: string | null;
                        mealPrice: string;
                        totalPrice: string;
                        specialRequirements: string | null;
                        /** @enum {string} */
                        paymentStatus: "pending" | "paid";
                        paymentMethod: string | null;
                        paymentNotes: string | null;
                        paidAt: string | null;
                        arrivalTime: string | null;
                        notes: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: date-time */
                        updatedAt: string;
                        role: ("president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest") | null;
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postCreatePaymentIntent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rsvpId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientSecret: string;
                        amount: string;
                        rsvpId: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        clubId: number;
                        /** @enum {string} */
                        role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                        /** @enum {string} */
                        status: "active" | "inactive";
                        /** Format: date-time */
                        joinedAt: string;
                        tmiNumber?: string | null;
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                            email?: string | null;
                        };
                        profile: {
                            /** @enum {string} */
                            membershipStatus: "guest" | "member";
                            pathwaysPath: string | null;
                            currentLevel: number | null;
                            tmiMembershipNumber?: string | null;
                        } | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    /**
                     * @default member
                     * @enum {string}
                     */
                    role?: "member" | "guest" | "officer";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        clubId: number;
                        /** @enum {string} */
                        role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                        /** @enum {string} */
                        status: "active" | "inactive";
                        /** Format: date-time */
                        joinedAt: string;
                        tmiNumber?: string | null;
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                            email?: string | null;
                        };
                        profile: {
                            /** @enum {string} */
                            membershipStatus: "guest" | "member";
                            pathwaysPath: string | null;
                            currentLevel: number | null;
                            currentProject?: string | null;
                            bio?: string | null;
                            mentorshipStatus?: string | null;
                            mentoringAreas?: string[] | null;
                            seekingMentorshipIn?: string[] | null;
                            tmiMembershipNumber?: string | null;
                            speechesCompleted?: number | null;
                            evaluationsGiven?: number | null;
                            leadershipRolesFilled?: number | null;
                            tableTopicsAnswered?: number | null;
                            competentCommunicator?: boolean | null;
                            competentLeader?: boolean | null;
                            communicationSkill?: number | null;
                            leadershipSkill?: number | null;
                            listeningSkill?: number | null;
                            criticalThinkingSkill?: number | null;
                            dietaryRestrictions?: string | null;
                            emergencyContact?: string | null;
                            emergencyPhone?: string | null;
                            goals?: string | null;
                            availabilityPattern?: string | null;
                            availableWeekdays?: string | null;
                            availableWeekends?: boolean | null;
                            preferredSpeechFrequency?: string | null;
                            rolePreferences?: string | null;
                            mentorshipExperience?: string | null;
                            mentorshipInterests?: {
                                availability: string;
                                preferred_format: string;
                                goals: string | null;
                                emailNotifications: boolean;
                                appNotifications: boolean;
                            };
                            interests?: string | null;
                            howHeardAboutClub?: string | null;
                            visitationGoals?: string | null;
                            emailNotifications?: boolean | null;
                            smsNotifications?: boolean | null;
                            communicationPreferences?: {
                                email?: boolean;
                                sms?: boolean;
                                app?: boolean;
                                reminderDays?: number;
                            } | null;
                        } | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        clubId: number;
                        /** @enum {string} */
                        role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                        /** @enum {string} */
                        status: "active" | "inactive";
                        /** Format: date-time */
                        joinedAt: string;
                        tmiNumber?: string | null;
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                            email?: string | null;
                        };
                        profile: {
                            /** @enum {string} */
                            membershipStatus: "guest" | "member";
                            pathwaysPath: string | null;
                            currentLevel: number | null;
                            currentProject?: string | null;
                            bio?: string | null;
                            mentorshipStatus?: string | null;
                            mentoringAreas?: string[] | null;
                            seekingMentorshipIn?: string[] | null;
                            tmiMembershipNumber?: string | null;
                            speechesCompleted?: number | null;
                            evaluationsGiven?: number | null;
                            leadershipRolesFilled?: number | null;
                            tableTopicsAnswered?: number | null;
                            competentCommunicator?: boolean | null;
                            competentLeader?: boolean | null;
                            communicationSkill?: number | null;
                            leadershipSkill?: number | null;
                            listeningSkill?: number | null;
                            criticalThinkingSkill?: number | null;
                            dietaryRestrictions?: string | null;
                            emergencyContact?: string | null;
                            emergencyPhone?: string | null;
                            goals?: string | null;
                            availabilityPattern?: string | null;
                            availableWeekdays?: string | null;
                            availableWeekends?: boolean | null;
                            preferredSpeechFrequency?: string | null;
                            rolePreferences?: string | null;
                            mentorshipExperience?: string | null;
                            mentorshipInterests?: {
                                availability: string;
                                preferred_format: string;
                                goals: string | null;
                                emailNotifications: boolean;
                                appNotifications: boolean;
                            };
                            interests?: string | null;
                            howHeardAboutClub?: string | null;
                            visitationGoals?: string | null;
                            emailNotifications?: boolean | null;
                            smsNotifications?: boolean | null;
                            communicationPreferences?: {
                                email?: boolean;
                                sms?: boolean;
                                app?: boolean;
                                reminderDays?: number;
                            } | null;
                        } | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchClubsClubIdMembersUserIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        clubId: number;
                        /** @enum {string} */
                        role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                        /** @enum {string} */
                        status: "active" | "inactive";
                        /** Format: date-time */
                        joinedAt: string;
                        tmiNumber?: string | null;
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                            email?: string | null;
                        };
                        profile: {
                            /** @enum {string} */
                            membershipStatus: "guest" | "member";
                            pathwaysPath: string | null;
                            currentLevel: number | null;
                            currentProject?: string | null;
                            bio?: string | null;
                            mentorshipStatus?: string | null;
                            mentoringAreas?: string[] | null;
                            seekingMentorshipIn?: string[] | null;
                            tmiMembershipNumber?: string | null;
                            speechesCompleted?: number | null;
                            evaluationsGiven?: number | null;
                            leadershipRolesFilled?: number | null;
                            tableTopicsAnswered?: number | null;
                            competentCommunicator?: boolean | null;
                            competentLeader?: boolean | null;
                            communicationSkill?: number | null;
                            leadershipSkill?: number | null;
                            listeningSkill?: number | null;
                            criticalThinkingSkill?: number | null;
                            dietaryRestrictions?: string | null;
                            emergencyContact?: string | null;
                            emergencyPhone?: string | null;
                            goals?: string | null;
                            availabilityPattern?: string | null;
                            availableWeekdays?: string | null;
                            availableWeekends?: boolean | null;
                            preferredSpeechFrequency?: string | null;
                            rolePreferences?: string | null;
                            mentorshipExperience?: string | null;
                            mentorshipInterests?: {
                                availability: string;
                                preferred_format: string;
                                goals: string | null;
                                emailNotifications: boolean;
                                appNotifications: boolean;
                            };
                            interests?: string | null;
                            howHeardAboutClub?: string | null;
                            visitationGoals?: string | null;
                            emailNotifications?: boolean | null;
                            smsNotifications?: boolean | null;
                            communicationPreferences?: {
                                email?: boolean;
                                sms?: boolean;
                                app?: boolean;
                                reminderDays?: number;
                            } | null;
                        } | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdBulkUploadMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    members: {
                        name: string;
                        email: string;
                        role: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        processed: number;
                        added: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembershipStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalMembers: number;
                        activeMembers: number;
                        guests: number;
                        officers: number;
                        newMembers: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdAgendaTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        content: string;
                        isDefault: boolean;
                        meetingDuration: number;
                        structure: unknown[] | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdAgendaTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    content: string;
                    /** @default false */
                    isDefault?: boolean;
                    /** @default 120 */
                    meetingDuration?: number;
                    structure?: string | null;
                    /** Format: uuid */
                    requestKey?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clubId: number;
                        name: string;
                        isDefault: boolean;
                        content: string;
                        meetingDuration: number;
                        structure: unknown[] | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    putAgendaTemplatesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    content: string;
                    /** @default false */
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clubId: number;
                        name: string;
                        isDefault: boolean;
                        content: string;
                        meetingDuration: number;
                        structure: unknown[] | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteAgendaTemplatesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMenuItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clubId: number;
                        name: string;
                        description: string | null;
                        price: string;
                        /** @enum {string} */
                        category: "meal" | "drink_6pm" | "drink_7pm" | "snack" | "coffee_tea" | "wine_spirits" | "beer" | "soft_drink" | "extras";
                        available: boolean;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMenuItems: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    category: "meal" | "drink_6pm" | "drink_7pm" | "snack" | "coffee_tea" | "wine_spirits" | "beer" | "soft_drink" | "extras";
                    price: number;
                    description?: string | null;
                    /** @default true */
                    available?: boolean;
                    /** Format: uuid */
                    requestKey?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clubId: number;
                        name: string;
                        description: string | null;
                        price: string;
                        /** @enum {string} */
                        category: "meal" | "drink_6pm" | "drink_7pm" | "snack" | "coffee_tea" | "wine_spirits" | "beer" | "soft_drink" | "extras";
                        available: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteMenuItemsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        clubId: number;
                        /** @enum {string} */
                        role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                            email: string | null;
                        };
                        /** @enum {string} */
                        membershipStatus: "guest" | "member";
                        tmiMembershipNumber: string | null;
                        tmiMemberNumber: string | null;
                        bio: string | null;
                        goals: string | null;
                        pathwaysPath: string | null;
                        currentLevel: number;
                        currentProject: string | null;
                        availabilityPattern: string | null;
                        availableWeekdays: string | null;
                        availableWeekends: boolean;
                        preferredSpeechFrequency: string | null;
                        rolePreferences: string | null;
                        dietaryRestrictions: string | null;
                        emergencyContact: string | null;
                        emergencyPhone: string | null;
                        mentorshipStatus: string;
                        mentorshipExperience: string | null;
                        mentoringAreas: string[];
                        seekingMentorshipIn: string[];
                        mentorshipInterests: {
                            availability: string;
                            preferred_format: string;
                            goals: string | null;
                            emailNotifications: boolean;
                            appNotifications: boolean;
                        };
                        interests: string | null;
                        howHeardAboutClub: string | null;
                        visitationGoals: string | null;
                        emailNotifications: boolean;
                        smsNotifications: boolean;
                        appNotifications: boolean;
                        offerNotifications: boolean;
                        communicationPreferences: {
                            email?: boolean;
                            sms?: boolean;
                            app?: boolean;
                            reminderDays?: number;
                        };
                        speechesCompleted: number;
                        evaluationsGiven: number;
                        leadershipRolesFilled: number;
                        tableTopicsAnswered: number;
                        competentCommunicator: boolean;
                        competentLeader: boolean;
                        communicationSkill: number;
                        leadershipSkill: number;
                        listeningSkill: number;
                        criticalThinkingSkill: number;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    putClubsClubIdMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    interests?: string | null;
                    howHeardAboutClub?: string | null;
                    visitationGoals?: string | null;
                    dietaryRestrictions?: string | null;
                    emergencyContact?: string | null;
                    emergencyPhone?: string | null;
                    emailNotifications?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        clubId: number;
                        /** @enum {string} */
                        role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                            email: string | null;
                        };
                        /** @enum {string} */
                        membershipStatus: "guest" | "member";
                        tmiMembershipNumber: string | null;
                        tmiMemberNumber: string | null;
                        bio: string | null;
                        goals: string | null;
                        pathwaysPath: string | null;
                        currentLevel: number;
                        currentProject: string | null;
                        availabilityPattern: string | null;
                        availableWeekdays: string | null;
                        availableWeekends: boolean;
                        preferredSpeechFrequency: string | null;
                        rolePreferences: string | null;
                        dietaryRestrictions: string | null;
                        emergencyContact: string | null;
                        emergencyPhone: string | null;
                        mentorshipStatus: string;
                        mentorshipExperience: string | null;
                        mentoringAreas: string[];
                        seekingMentorshipIn: string[];
                        mentorshipInterests: {
                            availability: string;
                            preferred_format: string;
                            goals: string | null;
                            emailNotifications: boolean;
                            appNotifications: boolean;
                        };
                        interests: string | null;
                        howHeardAboutClub: string | null;
                        visitationGoals: string | null;
                        emailNotifications: boolean;
                        smsNotifications: boolean;
                        appNotifications: boolean;
                        offerNotifications: boolean;
                        communicationPreferences: {
                            email?: boolean;
                            sms?: boolean;
                            app?: boolean;
                            reminderDays?: number;
                        };
                        speechesCompleted: number;
                        evaluationsGiven: number;
                        leadershipRolesFilled: number;
                        tableTopicsAnswered: number;
                        competentCommunicator: boolean;
                        competentLeader: boolean;
                        communicationSkill: number;
                        leadershipSkill: number;
                        listeningSkill: number;
                        criticalThinkingSkill: number;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMemberProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    tmiMemberNumber?: string | null;
                    bio?: string | null;
                    goals?: string | null;
                    availableWeekdays?: string | null;
                    availableWeekends?: boolean;
                    preferredSpeechFrequency?: ("weekly" | "bi-weekly" | "monthly" | "quarterly" | "as-needed") | null;
                    rolePreferences?: string | null;
                    dietaryRestrictions?: string | null;
                    emergencyContact?: string | null;
                    emergencyPhone?: string | null;
                    /** @enum {string} */
                    mentorshipStatus?: "not_participating" | "seeking_mentor" | "willing_to_mentor" | "both";
                    mentorshipExperience?: string | null;
                    mentoringAreas?: string[];
                    seekingMentorshipIn?: string[];
                    mentorshipInterests?: {
                        /** @enum {string} */
                        availability?: "weekly" | "bi-weekly" | "monthly" | "flexible" | "as-needed";
                        /** @enum {string} */
                        preferred_format?: "in-person" | "virtual" | "hybrid" | "email" | "phone";
                        goals?: string | null;
                        emailNotifications?: boolean;
                        appNotifications?: boolean;
                    };
                    communicationPreferences?: {
                        email?: boolean;
                        sms?: boolean;
                        app?: boolean;
                        offers?: boolean;
                        reminderDays: 1 | 2 | 3 | 7;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        clubId: number;
                        /** @enum {string} */
                        role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                            email: string | null;
                        };
                        /** @enum {string} */
                        membershipStatus: "guest" | "member";
                        tmiMembershipNumber: string | null;
                        tmiMemberNumber: string | null;
                        bio: string | null;
                        goals: string | null;
                        pathwaysPath: string | null;
                        currentLevel: number;
                        currentProject: string | null;
                        availabilityPattern: string | null;
                        availableWeekdays: string | null;
                        availableWeekends: boolean;
                        preferredSpeechFrequency: string | null;
                        rolePreferences: string | null;
                        dietaryRestrictions: string | null;
                        emergencyContact: string | null;
                        emergencyPhone: string | null;
                        mentorshipStatus: string;
                        mentorshipExperience: string | null;
                        mentoringAreas: string[];
                        seekingMentorshipIn: string[];
                        mentorshipInterests: {
                            availability: string;
                            preferred_format: string;
                            goals: string | null;
                            emailNotifications: boolean;
                            appNotifications: boolean;
                        };
                        interests: string | null;
                        howHeardAboutClub: string | null;
                        visitationGoals: string | null;
                        emailNotifications: boolean;
                        smsNotifications: boolean;
                        appNotifications: boolean;
                        offerNotifications: boolean;
                        communicationPreferences: {
                            email?: boolean;
                            sms?: boolean;
                            app?: boolean;
                            reminderDays?: number;
                        };
                        speechesCompleted: number;
                        evaluationsGiven: number;
                        leadershipRolesFilled: number;
                        tableTopicsAnswered: number;
                        competentCommunicator: boolean;
                        competentLeader: boolean;
                        communicationSkill: number;
                        leadershipSkill: number;
                        listeningSkill: number;
                        criticalThinkingSkill: number;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getPathways: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string | null;
                        coreCompetencies: string[];
                        levels: {
                            id: number;
                            level: number;
                            title: string;
                            description: string | null;
                        }[];
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembersUserIdPathwayProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pathway: {
                            id: number;
                            name: string;
                            description: string | null;
                        } | null;
                        currentLevel: number;
                        completedAt: string | null;
                        completedAtLevel: number;
                        progressPercent: number;
                        completedProjects: {
                            title: string;
                            description: string | null;
                            /** Format: date-time */
                            date: string;
                            speechTitle: string | null;
                            evaluatorFeedback: string | null;
                            meetingTitle: string | null;
                        }[];
                        pendingProjects: {
                            id: number;
                            title: string;
                            /** Format: date-time */
                            date: string;
                            speechTitle: string | null;
                        }[];
                        nextProjects: {
                            name: string;
                            dueDate: null;
                            difficulty: string;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getPathwaysPathwayIdProjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pathwayId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        projectId: number;
                        title: string;
                        level: number;
                        isRequired: boolean;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMemberProfilePathway: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pathwayId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pathway: {
                            id: number;
                            name: string;
                            description: string | null;
                        } | null;
                        currentLevel: number;
                        completedAt: string | null;
                        completedAtLevel: number;
                        progressPercent: number;
                        completedProjects: {
                            title: string;
                            description: string | null;
                            /** Format: date-time */
                            date: string;
                            speechTitle: string | null;
                            evaluatorFeedback: string | null;
                            meetingTitle: string | null;
                        }[];
                        pendingProjects: {
                            id: number;
                            title: string;
                            /** Format: date-time */
                            date: string;
                            speechTitle: string | null;
                        }[];
                        nextProjects: {
                            name: string;
                            dueDate: null;
                            difficulty: string;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMemberProfilePathwayCompletions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    projectId: number;
                    completedOn: string;
                    meetingId?: number | null;
                    speechTitle?: string | null;
                    evaluatorFeedback?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "pending" | "approved";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdPathwayCompletions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    projectId: number;
                    completedOn: string;
                    meetingId?: number | null;
                    speechTitle?: string | null;
                    evaluatorFeedback?: string | null;
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "pending" | "approved";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdPathwayCompletionsPending: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        memberName: string;
                        pathwayName: string;
                        projectTitle: string;
                        /** Format: date-time */
                        completedAt: string;
                        speechTitle: string | null;
                        evaluatorFeedback: string | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postPathwayCompletionsIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @constant */
                        status: "approved";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deletePathwayCompletionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdPathwayProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        name: string;
                        /** @enum {string} */
                        role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                        pathwaysPath: string | null;
                        currentLevel: number;
                        completedProjects: number;
                        speechesCompleted: number;
                        evaluationsGiven: number;
                        leadershipRolesFilled: number;
                        tableTopicsAnswered: number;
                        awards: {
                            meetingId: number;
                            meetingTitle: string;
                            date: string | null;
                            category: string;
                            tie: boolean;
                        }[];
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdReportsPeriod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                period: "month" | "quarter" | "half" | "year";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        periodLabel: string;
                        start: string;
                        end: string;
                        totalMembers: number;
                        totalMeetings: number;
                        speechesCompleted: number;
                        revenueCents: number;
                        readonly membership: {
                            label: string;
                            value: number;
                        }[];
                        readonly attendance: {
                            label: string;
                            value: number;
                        }[];
                        readonly roleDistribution: {
                            label: string;
                            count: number;
                            percent: number;
                        }[];
                        readonly pathwayLevels: {
                            level: number;
                            count: number;
                            percent: number;
                        }[];
                        meetingStats: {
                            total: number;
                            completed: number;
                            upcoming: number;
                            cancelled: number;
                            averageAttendance: number;
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getPlatformClubs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activeMembers: number;
                        presidentEmails: string[];
                        id: number;
                        name: string;
                        clubNumber: string | null;
                        district: string | null;
                        meetingDay: string | null;
                        meetingTime: string | null;
                        timeZone: string;
                        /** Format: date-time */
                        createdAt: string;
                        archivedAt: string | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postPlatformClubsClubIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clubId: number;
                        archivedAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postPlatformClubsClubIdRestore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clubId: number;
                        archivedAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdInvites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdByName: string | null;
                        id: number;
                        clubId: number;
                        /** @enum {string} */
                        role: "guest" | "member";
                        /** Format: date-time */
                        expiresAt: string;
                        maxUses: number | null;
                        uses: number;
                        revokedAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** @enum {string} */
                        state: "open" | "expired" | "used_up" | "revoked" | "club_archived";
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdInvites: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "guest" | "member";
                    /** @default 14 */
                    expiresInDays?: number;
                    maxUses?: number | null;
                    /** Format: uuid */
                    requestKey?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        id: number;
                        clubId: number;
                        /** @enum {string} */
                        role: "guest" | "member";
                        /** Format: date-time */
                        expiresAt: string;
                        maxUses: number | null;
                        uses: number;
                        revokedAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** @enum {string} */
                        state: "open" | "expired" | "used_up" | "revoked" | "club_archived";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteInvitesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        clubId: number;
                        /** @enum {string} */
                        role: "guest" | "member";
                        /** Format: date-time */
                        expiresAt: string;
                        maxUses: number | null;
                        uses: number;
                        revokedAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /** @enum {string} */
                        state: "open" | "expired" | "used_up" | "revoked" | "club_archived";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    patchClubsClubIdMembersUserIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        clubId: number;
                        /** @enum {string} */
                        role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                        /** @enum {string} */
                        status: "active" | "inactive";
                        /** Format: date-time */
                        joinedAt: string;
                        tmiNumber?: string | null;
                        user: {
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                            email?: string | null;
                        };
                        profile: {
                            /** @enum {string} */
                            membershipStatus: "guest" | "member";
                            pathwaysPath: string | null;
                            currentLevel: number | null;
                            currentProject?: string | null;
                            bio?: string | null;
                            mentorshipStatus?: string | null;
                            mentoringAreas?: string[] | null;
                            seekingMentorshipIn?: string[] | null;
                            tmiMembershipNumber?: string | null;
                            speechesCompleted?: number | null;
                            evaluationsGiven?: number | null;
                            leadershipRolesFilled?: number | null;
                            tableTopicsAnswered?: number | null;
                            competentCommunicator?: boolean | null;
                            competentLeader?: boolean | null;
                            communicationSkill?: number | null;
                            leadershipSkill?: number | null;
                            listeningSkill?: number | null;
                            criticalThinkingSkill?: number | null;
                            dietaryRestrictions?: string | null;
                            emergencyContact?: string | null;
                            emergencyPhone?: string | null;
                            goals?: string | null;
                            availabilityPattern?: string | null;
                            availableWeekdays?: string | null;
                            availableWeekends?: boolean | null;
                            preferredSpeechFrequency?: string | null;
                            rolePreferences?: string | null;
                            mentorshipExperience?: string | null;
                            mentorshipInterests?: {
                                availability: string;
                                preferred_format: string;
                                goals: string | null;
                                emailNotifications: boolean;
                                appNotifications: boolean;
                            };
                            interests?: string | null;
                            howHeardAboutClub?: string | null;
                            visitationGoals?: string | null;
                            emailNotifications?: boolean | null;
                            smsNotifications?: boolean | null;
                            communicationPreferences?: {
                                email?: boolean;
                                sms?: boolean;
                                app?: boolean;
                                reminderDays?: number;
                            } | null;
                        } | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembershipDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalMembers: number;
                        activeMembers: number;
                        guests: number;
                        newMembers: number;
                        retentionRate: number | null;
                        guestsConvertedThisYear: number;
                        goals: {
                            activeMembers: {
                                current: number;
                                /** @constant */
                                target: 25;
                                percent: number;
                            };
                            guestsConverted: {
                                current: number;
                                /** @constant */
                                target: 5;
                                percent: number;
                            };
                            retention: {
                                current: number | null;
                                /** @constant */
                                target: 90;
                                percent: number;
                            };
                        };
                        engagement: {
                            high: number;
                            medium: number;
                            low: number;
                        };
                        recentActivity: {
                            id: number;
                            /** @enum {string} */
                            kind: "member_added" | "role_changed" | "guest_converted" | "contact_logged" | "member_inactive" | "role_asked" | "role_ask_accepted" | "role_ask_declined" | "role_offered" | "role_offer_withdrawn" | "role_offer_taken" | "waitlist_joined" | "waitlist_left" | "role_to_waitlist";
                            subjectUserId: number;
                            /** Format: date-time */
                            at: string;
                            text: string;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdGuests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guests: {
                            userId: number;
                            /** @enum {string} */
                            role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                            /** @enum {string} */
                            status: "active" | "inactive";
                            name: string;
                            email: string | null;
                            /** Format: date-time */
                            joinedAt: string;
                            visits: number;
                            lastVisit: string | null;
                            lastContactAt: string | null;
                            interested: boolean;
                            /** @enum {string} */
                            visitLabel: "Frequent Visitor" | "Returning Guest" | "New Guest";
                            /** @enum {string} */
                            interest: "High" | "Medium" | "Low";
                            canConvert: boolean;
                        }[];
                        converted: number;
                        conversionRate: number | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdOutreach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guests: {
                            userId: number;
                            /** @enum {string} */
                            role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                            /** @enum {string} */
                            status: "active" | "inactive";
                            name: string;
                            email: string | null;
                            /** Format: date-time */
                            joinedAt: string;
                            visits: number;
                            lastVisit: string | null;
                            lastContactAt: string | null;
                            interested: boolean;
                            /** @enum {string} */
                            visitLabel: "Frequent Visitor" | "Returning Guest" | "New Guest";
                            /** @enum {string} */
                            interest: "High" | "Medium" | "Low";
                            canConvert: boolean;
                        }[];
                        inactiveMembers: {
                            userId: number;
                            /** @enum {string} */
                            role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                            /** @enum {string} */
                            status: "active" | "inactive";
                            name: string;
                            email: string | null;
                            /** Format: date-time */
                            joinedAt: string;
                            visits: number;
                            lastVisit: string | null;
                            lastContactAt: string | null;
                            interested: boolean;
                            /** @enum {string} */
                            visitLabel: "Frequent Visitor" | "Returning Guest" | "New Guest";
                            /** @enum {string} */
                            interest: "High" | "Medium" | "Low";
                            canConvert: boolean;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMembersUserIdContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        /** @enum {string} */
                        method: "email" | "phone" | "in_person" | "other";
                        notes: string;
                        /** Format: date-time */
                        createdAt: string;
                        by: string | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMembersUserIdContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "email" | "phone" | "in_person" | "other";
                    notes: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        notes: string;
                        /** Format: date-time */
                        createdAt: string;
                        userId: number;
                        /** @enum {string} */
                        method: "email" | "phone" | "in_person" | "other";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    putClubsClubIdGuestsUserIdInterest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    interested: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        interested: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdGuestsUserIdConvert: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: number;
                        /** @constant */
                        role: "member";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMentorship: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mentors: {
                            userId: number;
                            /** @enum {string} */
                            role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                            name: string;
                            email: string | null;
                            pathwaysPath: string | null;
                            currentLevel: number;
                            mentorshipStatus: string;
                            mentoringAreas: string[];
                            seekingMentorshipIn: string[];
                            availability: string;
                            format: string;
                        }[];
                        seekers: {
                            userId: number;
                            /** @enum {string} */
                            role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                            name: string;
                            email: string | null;
                            pathwaysPath: string | null;
                            currentLevel: number;
                            mentorshipStatus: string;
                            mentoringAreas: string[];
                            seekingMentorshipIn: string[];
                            availability: string;
                            format: string;
                        }[];
                        pairs: {
                            id: number;
                            /** @enum {string} */
                            status: "proposed" | "active" | "completed" | "ended_early" | "declined";
                            mentor: {
                                userId: number;
                                name: string;
                            };
                            mentee: {
                                userId: number;
                                name: string;
                            };
                            /** Format: date-time */
                            proposedAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        }[];
                        stats: {
                            availableMentors: number;
                            seekingMentors: number;
                            activePairs: number;
                            successRate: number | null;
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postClubsClubIdMentorshipPairs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mentorId: number;
                    menteeId: number;
                    /** @default false */
                    start?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "proposed" | "active" | "completed" | "ended_early" | "declined";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMentorshipPairsPairIdRespond: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pairId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accept: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "active" | "declined";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMentorshipPairsPairIdEnd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pairId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "completed" | "ended_early";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "completed" | "ended_early";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingReminders: boolean;
                        roleReminders: boolean;
                        roleReminderDays: number;
                        rsvpReminders: boolean;
                        rsvpReminderDays: number;
                        openRolesDigest: boolean;
                        openRolesDigestDays: number;
                        guestThankYou: boolean;
                        offerFirstRefusalHours: number;
                        offerAlertHours: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    putClubsClubIdNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    meetingReminders: boolean;
                    roleReminders: boolean;
                    roleReminderDays: number;
                    rsvpReminders: boolean;
                    rsvpReminderDays: number;
                    openRolesDigest: boolean;
                    openRolesDigestDays: number;
                    guestThankYou: boolean;
                    /** @default 2 */
                    offerFirstRefusalHours?: number;
                    /** @default 48 */
                    offerAlertHours?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingReminders: boolean;
                        roleReminders: boolean;
                        roleReminderDays: number;
                        rsvpReminders: boolean;
                        rsvpReminderDays: number;
                        openRolesDigest: boolean;
                        openRolesDigestDays: number;
                        guestThankYou: boolean;
                        offerFirstRefusalHours: number;
                        offerAlertHours: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getDevOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        kind: string;
                        to: string;
                        subject: string;
                        text: string;
                        html: string;
                        headers: {
                            [key: string]: string;
                        };
                        /** Format: date-time */
                        createdAt: string;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description attachment; filename="lectern-account.json" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        format: string;
                        exportedAt: string;
                        user: {
                            email: string | null;
                            id: number;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            createdAt: string;
                            firstName: string | null;
                            lastName: string | null;
                            profileImageUrl: string | null;
                            isSuperAdmin: boolean;
                        };
                        memberships: {
                            clubNumber: string | null;
                            /** @enum {string} */
                            role: "president" | "vpe" | "vpm" | "treasurer" | "secretary" | "sergeant" | "vppr" | "officer" | "member" | "guest";
                            clubId: number;
                            /** @enum {string} */
                            status: "active" | "inactive";
                            tmiNumber: string | null;
                            /** Format: date-time */
                            joinedAt: string;
                            membershipExpiresAt: string | null;
                            interestedAt: string | null;
                            clubName: string;
                        }[];
                        profiles: {
                            clubId: number;
                            speechesCompleted: number;
                            evaluationsGiven: number;
                            tableTopicsAnswered: number;
                            leadershipRolesFilled: number;
                            /** Format: date-time */
                            updatedAt: string;
                            tmiMembershipNumber: string | null;
                            bio: string | null;
                            goals: string | null;
                            /** @enum {string} */
                            membershipStatus: "guest" | "member";
                            pathwaysPath: string | null;
                            currentLevel: number;
                            currentProject: string | null;
                            availabilityPattern: string | null;
                            availableWeekdays: string | null;
                            availableWeekends: boolean;
                            preferredSpeechFrequency: string | null;
                            rolePreferences: string | null;
                            dietaryRestrictions: string | null;
                            emergencyContact: string | null;
                            emergencyPhone: string | null;
                            mentorshipStatus: string;
                            mentorshipExperience: string | null;
                            mentoringAreas: string[];
                            seekingMentorshipIn: string[];
                            mentorshipAvailability: string;
                            mentorshipFormat: string;
                            mentorshipGoals: string | null;
                            mentorshipEmailNotifications: boolean;
                            mentorshipAppNotifications: boolean;
                            interests: string | null;
                            howHeardAboutClub: string | null;
                            visitationGoals: string | null;
                            emailNotifications: boolean;
                            smsNotifications: boolean;
                            appNotifications: boolean;
                            communicationPreferences: {
                                email?: boolean;
                                sms?: boolean;
                                app?: boolean;
                                reminderDays?: number;
                            };
                            competentCommunicator: boolean;
                            competentLeader: boolean;
                            communicationSkill: number;
                            leadershipSkill: number;
                            listeningSkill: number;
                            criticalThinkingSkill: number;
                        }[];
                        pathwayProgress: {
                            completions: {
                                projectId: number;
                                meetingId: number | null;
                                /** @enum {string} */
                                status: "pending" | "approved";
                                speechTitle: string | null;
                                evaluatorFeedback: string | null;
                                /** Format: date-time */
                                completedAt: string;
                                approvedAt: string | null;
                                projectTitle: string;
                            }[];
                            clubId: number;
                            /** Format: date-time */
                            startedAt: string;
                            currentLevel: number;
                            pathwayId: number;
                            completedAt: string | null;
                            pathwayName: string;
                        }[];
                        rsvps: {
                            id: number;
                            notes: string | null;
                            meetingId: number;
                            /** Format: date-time */
                            updatedAt: string;
                            clubId: number;
                            /** @enum {string} */
                            status: "attending" | "not_attending" | "tentative";
                            extras: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            mealChoice: string | null;
                            drink6pm: string | null;
                            drink7pm: string | null;
                            specialRequirements: string | null;
                            paymentMethod: string | null;
                            /** @enum {string} */
                            paymentStatus: "pending" | "paid";
                            mealPrice: string;
                            totalPrice: string;
                            paymentNotes: string | null;
                            paidAt: string | null;
                            arrivalTime: string | null;
                            meetingTitle: string;
                            meetingDate: string | null;
                        }[];
                        meetingRoles: {
                            meetingTitle: string;
                            meetingDate: string | null;
                            meetingId: number;
                            id: number;
                            roleType: string;
                            notes: string | null;
                            clubId: number;
                            /** @enum {string} */
                            status: "open" | "assigned" | "confirmed";
                            speechTitle: string | null;
                            pathwaysProject: string | null;
                            assignedAt: string | null;
                            confirmedAt: string | null;
                        }[];
                        meetingCredits: {
                            meetingTitle: string;
                            meetingDate: string | null;
                            meetingId: number;
                            roleType: string;
                            clubId: number;
                            /** @enum {string} */
                            kind: "speech" | "evaluation" | "table_topics" | "leadership";
                            /** Format: date-time */
                            creditedAt: string;
                        }[];
                        payments: {
                            id: number;
                            meetingId: number;
                            clubId: number;
                            /** Format: date-time */
                            createdAt: string;
                            rsvpId: number;
                            method: string | null;
                            /** @enum {string} */
                            fromStatus: "pending" | "paid";
                            /** @enum {string} */
                            toStatus: "pending" | "paid";
                            amount: string;
                        }[];
                        apiTokens: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            scope: "read" | "full";
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                            revokedAt: string | null;
                        }[];
                        invitationsCreated: {
                            id: number;
                            /** @enum {string} */
                            role: "guest" | "member";
                            clubId: number;
                            /** Format: date-time */
                            createdAt: string;
                            maxUses: number | null;
                            /** Format: date-time */
                            expiresAt: string;
                            uses: number;
                            revokedAt: string | null;
                            clubName: string;
                        }[];
                        contactsAboutMe: {
                            id: number;
                            notes: string;
                            clubId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            method: "email" | "phone" | "in_person" | "other";
                        }[];
                        contactsLogged: {
                            id: number;
                            notes: string;
                            clubId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            method: "email" | "phone" | "in_person" | "other";
                        }[];
                        membershipActivity: {
                            id: number;
                            clubId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            kind: "member_added" | "role_changed" | "guest_converted" | "contact_logged" | "member_inactive" | "role_asked" | "role_ask_accepted" | "role_ask_declined" | "role_offered" | "role_offer_withdrawn" | "role_offer_taken" | "waitlist_joined" | "waitlist_left" | "role_to_waitlist";
                            detail: string | null;
                        }[];
                        mentorshipPairs: {
                            /** @enum {string} */
                            as: "mentor" | "mentee";
                            id: number;
                            clubId: number;
                            /** @enum {string} */
                            status: "proposed" | "active" | "completed" | "ended_early" | "declined";
                            /** Format: date-time */
                            proposedAt: string;
                            startedAt: string | null;
                            endedAt: string | null;
                        }[];
                        notifications: {
                            id: number;
                            title: string;
                            clubId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            kind: "role" | "meeting" | "mentorship" | "membership";
                            body: string;
                            actionLabel: string | null;
                            actionHref: string | null;
                            readAt: string | null;
                            dismissedAt: string | null;
                        }[];
                        calendarFeed: {
                            /** Format: date-time */
                            createdAt: string;
                        } | null;
                        emails: {
                            text: string;
                            clubId: number | null;
                            /** Format: date-time */
                            createdAt: string;
                            kind: string;
                            toAddress: string;
                            subject: string;
                        }[];
                        emailLinks: {
                            meetingId: number | null;
                            clubId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            expiresAt: string;
                            roleId: number | null;
                            /** @enum {string} */
                            action: "volunteer" | "confirm_role" | "rsvp_attending" | "rsvp_not_attending" | "unsubscribe" | "accept_ask" | "decline_ask" | "take_offer";
                            usedAt: string | null;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                        reopenedRoles: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getAccountCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        createdAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postAccountCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteAccountCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        revoked: true;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            read: boolean;
                            readAt: string | null;
                            action: {
                                label: string;
                                href: string;
                            } | null;
                            id: number;
                            title: string;
                            clubId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            kind: "role" | "meeting" | "mentorship" | "membership";
                            body: string;
                        }[];
                        unreadCount: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marked: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postNotificationsIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        read: boolean;
                        readAt: string | null;
                        action: {
                            label: string;
                            href: string;
                        } | null;
                        id: number;
                        title: string;
                        clubId: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** @enum {string} */
                        kind: "role" | "meeting" | "mentorship" | "membership";
                        body: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postNotificationsIdDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @constant */
                        dismissed: true;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdLive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        people: {
                            userId: number;
                            name: string;
                        }[];
                        votes: {
                            /** @enum {string} */
                            status: "not_open" | "open" | "closed";
                            guestsMayVote: boolean;
                            categories: {
                                name: string;
                                candidateIds: number[];
                                disqualifiedIds: number[];
                            }[];
                            winners: {
                                category: string;
                                winnerIds: number[];
                                tie: boolean;
                            }[];
                        };
                        fillers: {
                            words: string[];
                            totals: {
                                speakerId: number;
                                word: string;
                                count: number;
                            }[];
                        };
                        meetingId: number;
                        version: number;
                        meetingStatus: string;
                        items: {
                            index: number;
                            id: string;
                            time: string;
                            activity: string;
                            presenter: string;
                            project: string | null;
                            rule: {
                                greenSeconds: number;
                                amberSeconds: number;
                                redSeconds: number;
                                qualifyFromSeconds: number;
                                qualifyToSeconds: number;
                            } | null;
                        }[];
                        timer: {
                            itemIndex: number;
                            /** @enum {string} */
                            status: "idle" | "running" | "paused" | "stopped";
                            elapsedMs: number;
                            runningSince: number | null;
                        };
                        results: {
                            itemIndex: number;
                            elapsedMs: number;
                            qualified: boolean | null;
                        }[];
                        checkIns: {
                            count: number;
                            userIds: number[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdLiveTimer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "start" | "pause" | "stop" | "next" | "adjust";
                    seconds?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        people: {
                            userId: number;
                            name: string;
                        }[];
                        votes: {
                            /** @enum {string} */
                            status: "not_open" | "open" | "closed";
                            guestsMayVote: boolean;
                            categories: {
                                name: string;
                                candidateIds: number[];
                                disqualifiedIds: number[];
                            }[];
                            winners: {
                                category: string;
                                winnerIds: number[];
                                tie: boolean;
                            }[];
                        };
                        fillers: {
                            words: string[];
                            totals: {
                                speakerId: number;
                                word: string;
                                count: number;
                            }[];
                        };
                        meetingId: number;
                        version: number;
                        meetingStatus: string;
                        items: {
                            index: number;
                            id: string;
                            time: string;
                            activity: string;
                            presenter: string;
                            project: string | null;
                            rule: {
                                greenSeconds: number;
                                amberSeconds: number;
                                redSeconds: number;
                                qualifyFromSeconds: number;
                                qualifyToSeconds: number;
                            } | null;
                        }[];
                        timer: {
                            itemIndex: number;
                            /** @enum {string} */
                            status: "idle" | "running" | "paused" | "stopped";
                            elapsedMs: number;
                            runningSince: number | null;
                        };
                        results: {
                            itemIndex: number;
                            elapsedMs: number;
                            qualified: boolean | null;
                        }[];
                        checkIns: {
                            count: number;
                            userIds: number[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdLiveVotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "not_open" | "open" | "closed";
                        categories: {
                            category: string;
                            winners: {
                                userId: number;
                                name: string;
                            }[];
                            tie: boolean;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdLiveVotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "open" | "close";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        people: {
                            userId: number;
                            name: string;
                        }[];
                        votes: {
                            /** @enum {string} */
                            status: "not_open" | "open" | "closed";
                            guestsMayVote: boolean;
                            categories: {
                                name: string;
                                candidateIds: number[];
                                disqualifiedIds: number[];
                            }[];
                            winners: {
                                category: string;
                                winnerIds: number[];
                                tie: boolean;
                            }[];
                        };
                        fillers: {
                            words: string[];
                            totals: {
                                speakerId: number;
                                word: string;
                                count: number;
                            }[];
                        };
                        meetingId: number;
                        version: number;
                        meetingStatus: string;
                        items: {
                            index: number;
                            id: string;
                            time: string;
                            activity: string;
                            presenter: string;
                            project: string | null;
                            rule: {
                                greenSeconds: number;
                                amberSeconds: number;
                                redSeconds: number;
                                qualifyFromSeconds: number;
                                qualifyToSeconds: number;
                            } | null;
                        }[];
                        timer: {
                            itemIndex: number;
                            /** @enum {string} */
                            status: "idle" | "running" | "paused" | "stopped";
                            elapsedMs: number;
                            runningSince: number | null;
                        };
                        results: {
                            itemIndex: number;
                            elapsedMs: number;
                            qualified: boolean | null;
                        }[];
                        checkIns: {
                            count: number;
                            userIds: number[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdLiveBallots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    category: string;
                    candidateId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ballots: {
                            category: string;
                            candidateId: number;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdLiveBallotsMine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ballots: {
                            category: string;
                            candidateId: number;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdLiveFillers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        words: string[];
                        speakers: {
                            speakerId: number;
                            name: string;
                            counts: {
                                word: string;
                                count: number;
                            }[];
                            total: number;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdLiveFillers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tapId: string;
                    speakerId: number;
                    word: string;
                    /** @default 1 */
                    delta?: 1 | -1;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        people: {
                            userId: number;
                            name: string;
                        }[];
                        votes: {
                            /** @enum {string} */
                            status: "not_open" | "open" | "closed";
                            guestsMayVote: boolean;
                            categories: {
                                name: string;
                                candidateIds: number[];
                                disqualifiedIds: number[];
                            }[];
                            winners: {
                                category: string;
                                winnerIds: number[];
                                tie: boolean;
                            }[];
                        };
                        fillers: {
                            words: string[];
                            totals: {
                                speakerId: number;
                                word: string;
                                count: number;
                            }[];
                        };
                        meetingId: number;
                        version: number;
                        meetingStatus: string;
                        items: {
                            index: number;
                            id: string;
                            time: string;
                            activity: string;
                            presenter: string;
                            project: string | null;
                            rule: {
                                greenSeconds: number;
                                amberSeconds: number;
                                redSeconds: number;
                                qualifyFromSeconds: number;
                                qualifyToSeconds: number;
                            } | null;
                        }[];
                        timer: {
                            itemIndex: number;
                            /** @enum {string} */
                            status: "idle" | "running" | "paused" | "stopped";
                            elapsedMs: number;
                            runningSince: number | null;
                        };
                        results: {
                            itemIndex: number;
                            elapsedMs: number;
                            qualified: boolean | null;
                        }[];
                        checkIns: {
                            count: number;
                            userIds: number[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdLiveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        voteCategories: string[];
                        fillerWords: string[];
                        guestsMayVote: boolean;
                        timingPresets: {
                            speech?: {
                                minSeconds: number;
                                maxSeconds: number;
                            };
                            ice_breaker?: {
                                minSeconds: number;
                                maxSeconds: number;
                            };
                            table_topics?: {
                                minSeconds: number;
                                maxSeconds: number;
                            };
                            evaluation?: {
                                minSeconds: number;
                                maxSeconds: number;
                            };
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    putClubsClubIdLiveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    voteCategories: string[];
                    fillerWords: string[];
                    guestsMayVote: boolean;
                    timingPresets?: {
                        speech?: {
                            minSeconds: number;
                            maxSeconds: number;
                        };
                        ice_breaker?: {
                            minSeconds: number;
                            maxSeconds: number;
                        };
                        table_topics?: {
                            minSeconds: number;
                            maxSeconds: number;
                        };
                        evaluation?: {
                            minSeconds: number;
                            maxSeconds: number;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        voteCategories: string[];
                        fillerWords: string[];
                        guestsMayVote: boolean;
                        timingPresets: {
                            speech?: {
                                minSeconds: number;
                                maxSeconds: number;
                            };
                            ice_breaker?: {
                                minSeconds: number;
                                maxSeconds: number;
                            };
                            table_topics?: {
                                minSeconds: number;
                                maxSeconds: number;
                            };
                            evaluation?: {
                                minSeconds: number;
                                maxSeconds: number;
                            };
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdCheckInCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        path: string;
                        changesAt: number;
                        serverTime: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdCheckIns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingId: number;
                        checkedInCount: number;
                        canTick: boolean;
                        people: {
                            userId: number;
                            name: string;
                            isGuest: boolean;
                            method: ("code" | "guest" | "manual") | null;
                            checkedInAt: string | null;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdCheckIns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingId: number;
                        userId: number;
                        created: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdGuestCheckIns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingId: number;
                        userId: number;
                        created: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postMeetingsIdCheckInsManual: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    checkedIn: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingId: number;
                        userId: number;
                        created: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meetingId: number;
                        title: string;
                        date: string | null;
                        status: string;
                        attendance: {
                            members: number;
                            guests: number;
                            people: {
                                name: string;
                                isGuest: boolean;
                            }[];
                        };
                        times: {
                            itemIndex: number;
                            activity: string;
                            presenter: string;
                            elapsedMs: number;
                            qualified: boolean | null;
                            qualifyFromSeconds: number | null;
                            qualifyToSeconds: number | null;
                        }[];
                        votes: {
                            /** @enum {string} */
                            status: "not_open" | "open" | "closed";
                            categories: {
                                category: string;
                                winners: {
                                    userId: number;
                                    name: string;
                                }[];
                                tie: boolean;
                            }[];
                        };
                        fillers: {
                            words: string[];
                            speakers: {
                                userId: number;
                                name: string;
                                counts: {
                                    word: string;
                                    count: number;
                                }[];
                                total: number;
                            }[];
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdMemberProfileTimes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            meetingId: number;
                            date: string | null;
                            activity: string;
                            elapsedMs: number;
                            qualified: boolean | null;
                        }[];
                        awards: {
                            meetingId: number;
                            meetingTitle: string;
                            date: string | null;
                            category: string;
                            tie: boolean;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    keys: {
                        p256dh: string;
                        auth: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscribed: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deletePushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postRolesRoleIdOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        roleId: number;
                        meetingId: number;
                        roleType: string;
                        /** @enum {string} */
                        status: "open" | "taken" | "withdrawn" | "closed";
                        note: string | null;
                        offeredBy: number;
                        offeredByName: string;
                        takenBy: number | null;
                        takenByName: string | null;
                        expiresAt: string | null;
                        firstRefusalUntil: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        closedAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteRoleOffersOfferId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                offerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        roleId: number;
                        meetingId: number;
                        roleType: string;
                        /** @enum {string} */
                        status: "open" | "taken" | "withdrawn" | "closed";
                        note: string | null;
                        offeredBy: number;
                        offeredByName: string;
                        takenBy: number | null;
                        takenByName: string | null;
                        expiresAt: string | null;
                        firstRefusalUntil: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        closedAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postRoleOffersOfferIdClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                offerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        offer: {
                            id: number;
                            roleId: number;
                            meetingId: number;
                            roleType: string;
                            /** @enum {string} */
                            status: "open" | "taken" | "withdrawn" | "closed";
                            note: string | null;
                            offeredBy: number;
                            offeredByName: string;
                            takenBy: number | null;
                            takenByName: string | null;
                            expiresAt: string | null;
                            firstRefusalUntil: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            closedAt: string | null;
                        };
                        role: {
                            id: number;
                            meetingId: number;
                            roleType: string;
                            userId: number | null;
                            /** @enum {string} */
                            status: "open" | "assigned" | "confirmed";
                            speechTitle: string | null;
                            pathwaysProject: string | null;
                            notes: string | null;
                            assignedAt: string | null;
                            confirmedAt: string | null;
                            user: {
                                firstName: string | null;
                                lastName: string | null;
                            } | null;
                        };
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdRoleOffers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        roleId: number;
                        meetingId: number;
                        roleType: string;
                        /** @enum {string} */
                        status: "open" | "taken" | "withdrawn" | "closed";
                        note: string | null;
                        offeredBy: number;
                        offeredByName: string;
                        takenBy: number | null;
                        takenByName: string | null;
                        expiresAt: string | null;
                        firstRefusalUntil: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        closedAt: string | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdRoleOffers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        roleId: number;
                        meetingId: number;
                        roleType: string;
                        /** @enum {string} */
                        status: "open" | "taken" | "withdrawn" | "closed";
                        note: string | null;
                        offeredBy: number;
                        offeredByName: string;
                        takenBy: number | null;
                        takenByName: string | null;
                        expiresAt: string | null;
                        firstRefusalUntil: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        closedAt: string | null;
                        meetingTitle: string;
                        meetingDate: string | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getRolesRoleIdOffers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        roleId: number;
                        meetingId: number;
                        roleType: string;
                        /** @enum {string} */
                        status: "open" | "taken" | "withdrawn" | "closed";
                        note: string | null;
                        offeredBy: number;
                        offeredByName: string;
                        takenBy: number | null;
                        takenByName: string | null;
                        expiresAt: string | null;
                        firstRefusalUntil: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        closedAt: string | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getRolesRoleIdActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "member_added" | "role_changed" | "guest_converted" | "contact_logged" | "member_inactive" | "role_asked" | "role_ask_accepted" | "role_ask_declined" | "role_offered" | "role_offer_withdrawn" | "role_offer_taken" | "waitlist_joined" | "waitlist_left" | "role_to_waitlist";
                        subjectUserId: number;
                        actorUserId: number | null;
                        /** Format: date-time */
                        at: string;
                        text: string;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdRoleSuggestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roleId: number;
                        candidates: {
                            userId: number;
                            name: string;
                            reasons: string[];
                        }[];
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postRolesRoleIdAsk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        roleId: number;
                        userId: number;
                        name: string;
                        askedBy: number | null;
                        /** @enum {string} */
                        status: "open" | "accepted" | "declined";
                        /** Format: date-time */
                        createdAt: string;
                        answeredAt: string | null;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getClubsClubIdRoleAsks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clubId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        roleId: number;
                        roleType: string;
                        /** @enum {string} */
                        roleStatus: "open" | "assigned" | "confirmed";
                        meetingId: number;
                        meetingTitle: string;
                        meetingDate: string | null;
                        askedByName: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postRolesRoleIdAskAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roleId: number;
                        /** @enum {string} */
                        status: "accepted" | "declined";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postRolesRoleIdAskDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roleId: number;
                        /** @enum {string} */
                        status: "accepted" | "declined";
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    postRolesRoleIdWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roleId: number;
                        position: number;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    deleteRolesRoleIdWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roleId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roleId: number;
                        left: boolean;
                    };
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdRoleWaitlists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roleId: number;
                        count: number;
                        myPosition: number | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    getMeetingsIdRoleMarket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roleId: number;
                        offer: {
                            id: number;
                            roleId: number;
                            meetingId: number;
                            roleType: string;
                            /** @enum {string} */
                            status: "open" | "taken" | "withdrawn" | "closed";
                            note: string | null;
                            offeredBy: number;
                            offeredByName: string;
                            takenBy: number | null;
                            takenByName: string | null;
                            expiresAt: string | null;
                            firstRefusalUntil: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            closedAt: string | null;
                        } | null;
                        waitlist: {
                            userId: number;
                            name: string;
                            /** Format: date-time */
                            since: string;
                        }[];
                        lastTaken: {
                            id: number;
                            roleId: number;
                            meetingId: number;
                            roleType: string;
                            /** @enum {string} */
                            status: "open" | "taken" | "withdrawn" | "closed";
                            note: string | null;
                            offeredBy: number;
                            offeredByName: string;
                            takenBy: number | null;
                            takenByName: string | null;
                            expiresAt: string | null;
                            firstRefusalUntil: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            closedAt: string | null;
                        } | null;
                    }[];
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
    "meetings.agendaPdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agenda, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            "4XX": components["responses"]["Error"];
            "5XX": components["responses"]["Error"];
        };
    };
}
